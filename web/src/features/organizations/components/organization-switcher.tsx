import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons';
import { chooseActiveOrganization, useActiveOrganizationId } from '../../../lib/auth/active-organization';
import type { OrganizationMembership } from '../../../lib/auth/get-profile';
import { paths } from '../../../paths';
import { useChangeContext } from '../api/change-context';
import '../i18n';

const INDIVIDUAL = 'individual';

function PlusIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
      <path d="M10 4a.75.75 0 0 1 .75.75v4.5h4.5a.75.75 0 0 1 0 1.5h-4.5v4.5a.75.75 0 0 1-1.5 0v-4.5h-4.5a.75.75 0 0 1 0-1.5h4.5v-4.5A.75.75 0 0 1 10 4Z" />
    </svg>
  );
}

const itemClasses =
  'relative flex cursor-pointer select-none items-start gap-2 rounded-md py-2 pr-3 pl-8 text-sm text-slate-800 outline-none ' +
  'data-[disabled]:cursor-default data-[highlighted]:bg-slate-100 data-[disabled]:text-slate-500 ' +
  'dark:text-slate-100 dark:data-[highlighted]:bg-slate-800 dark:data-[disabled]:text-slate-400';

/** One context the switcher offers: its name and a line under it, ticked when it is the active one. */
function ContextOption({ value, name, detail }: { value: string; name: string; detail: string }) {
  return (
    <DropdownMenu.RadioItem value={value} className={itemClasses}>
      <DropdownMenu.ItemIndicator className="absolute top-2.5 left-2.5">
        <CheckIcon className="size-4" />
      </DropdownMenu.ItemIndicator>
      <span className="min-w-0">
        <span className="block truncate font-medium">{name}</span>
        <span className="block text-slate-600 text-xs dark:text-slate-400">{detail}</span>
      </span>
    </DropdownMenu.RadioItem>
  );
}

/**
 * Spec §2 organization switcher: "You're viewing" the active organization or Individual; each
 * organization with the user's role; Individual; Create New Organization. A choice is stored, sent to
 * the server as a context change, and applies to every later request (no reload).
 */
export function OrganizationSwitcher({ organizations }: { organizations: OrganizationMembership[] }) {
  const { t } = useTranslation('organizations');
  const hintId = useId();
  const activeId = useActiveOrganizationId();
  const changeContext = useChangeContext();
  const navigate = useNavigate();
  const active = organizations.find((organization) => organization.id === activeId);
  const activeName = active?.name ?? t('switcher.individual');

  function choose(value: string) {
    const id = value === INDIVIDUAL ? null : value;
    if (id === activeId) return;
    chooseActiveOrganization(id);
    changeContext.mutate(id);
  }

  return (
    <>
      <span id={hintId} hidden>
        {t('switcher.hint')}
      </span>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-describedby={hintId}
          className="flex w-full min-w-0 items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 md:w-auto md:justify-start dark:border-slate-700 dark:hover:bg-slate-800 dark:focus-visible:outline-brand-300"
        >
          {/* One line on a phone (the switcher has a row of its own there), two from md. */}
          <span className="flex min-w-0 items-baseline gap-1.5 md:block">
            <span className="shrink-0 text-slate-600 text-xs md:block dark:text-slate-400">
              {t('switcher.viewing')}{' '}
            </span>
            <span className="min-w-0 truncate font-semibold text-slate-900 text-sm md:block dark:text-white">
              {activeName}
            </span>
          </span>
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4 shrink-0 text-slate-500">
            <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.28a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
          </svg>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={8}
            className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            <DropdownMenu.Label className="px-3 py-1.5 font-semibold text-slate-600 text-xs uppercase tracking-wide dark:text-slate-400">
              {t('switcher.viewing')}
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup value={activeId ?? INDIVIDUAL} onValueChange={choose}>
              {organizations.map((organization) => (
                <ContextOption
                  key={organization.id}
                  value={organization.id}
                  name={organization.name}
                  detail={t(`roles.${organization.role}`)}
                />
              ))}
              {organizations.length > 0 && (
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              )}
              <ContextOption value={INDIVIDUAL} name={t('switcher.individual')} detail={t('switcher.individualHint')} />
            </DropdownMenu.RadioGroup>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
            <DropdownMenu.Item className={itemClasses} onSelect={() => navigate(paths.createOrganization)}>
              <PlusIcon className="absolute top-2.5 left-2.5 size-4" />
              <span className="block font-medium">{t('switcher.createOrganization')}</span>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
