import { PURCHASABLE_MODULES } from '@lunia/shared/domain/billing';
import { type Language, MODULES, type Module } from '@lunia/shared/domain/constants';
import {
  individualModuleAccess,
  type ModuleAccessAnswer,
  organizationModuleAccess,
} from '@lunia/shared/domain/module-access';
import {
  type OrganizationModulesView,
  organizationModuleStateOfView,
} from '@lunia/shared/domain/organization-module-state';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-error-message';
import { openModule } from '../../lib/bookrx-access';
import { ORGANIZATION_BILLING_PATH } from '../../lib/bookrx-button';
import { currentLanguage } from '../../lib/i18n';
import { addedModulePrices, formatPrice, planPrices } from '../../lib/plan-prices';
import { Badge, type BadgeTone } from './badge';
import { Button, ButtonLink } from './button';
import { MessageBanner } from './message-banner';
import { PageState } from './page-state';
import { PortalCard } from './portal-card';
import { Spinner } from './spinner';
import '../../lib/module-cards-i18n';

/** What the organization's record (GET /api/organizations/{orgId}) says about its modules. */
export type OrganizationModulesRecord = OrganizationModulesView;

const isPaidModule = (module: Module) => (PURCHASABLE_MODULES as readonly string[]).includes(module);

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-PR' };

/**
 * A paid module's plan prices for its first location and each one more, in the visitor's language:
 * the catalogue's Stripe prices (lib/plan-prices.ts), as /pricing and the checkout summary show them.
 */
export function moduleLocationPrices(module: Module, language: Language): { first: string; extra: string } {
  const prices = planPrices([module]);
  return {
    first: formatPrice(prices.firstLocationCents, prices.currency, language),
    extra: formatPrice(prices.extraLocationCents, prices.currency, language),
  };
}

/**
 * A paid module's card price for an organization whose running plan already pays for `planModules`
 * (issue 40): what adding it changes a month, as the checkout of the combined plan charges. Adding
 * Core to Shift costs nothing more (the bundle's price is one module's), so the card says that rather
 * than the one-module price /pricing lists for Core on its own.
 */
export function moduleCardPrices(
  module: Module,
  planModules: readonly string[],
  language: Language,
): { first: string; extra: string; addsTo: readonly Module[]; free: boolean } {
  const paidInPlan = MODULES.filter((m) => m !== module && isPaidModule(m) && planModules.includes(m));
  if (paidInPlan.length === 0) return { ...moduleLocationPrices(module, language), addsTo: [], free: false };
  const added = addedModulePrices(module as (typeof PURCHASABLE_MODULES)[number], paidInPlan);
  return {
    first: formatPrice(added.firstLocationCents, added.currency, language),
    extra: formatPrice(added.extraLocationCents, added.currency, language),
    addsTo: paidInPlan,
    free: added.firstLocationCents === 0 && added.extraLocationCents === 0,
  };
}

/** The bundle of every paid module (one plan of the catalogue), for the line a person on their own reads. */
function bundlePrices(language: Language): { first: string; extra: string } {
  const prices = planPrices(PURCHASABLE_MODULES);
  return {
    first: formatPrice(prices.firstLocationCents, prices.currency, language),
    extra: formatPrice(prices.extraLocationCents, prices.currency, language),
  };
}

/** Subscribe to a module: the Billing tab with that module already chosen in the plan form (issue 40). */
export const subscribePath = (module: Module) => `${ORGANIZATION_BILLING_PATH}&module=${module}`;

type CardState = 'open' | 'notPaid' | 'suspended' | 'verification' | 'notActive' | 'comingSoon';

const STATE_OF_CODE: Record<string, CardState> = {
  MODULE_NOT_PAID: 'notPaid',
  ORGANIZATION_SUSPENDED: 'suspended',
  VERIFICATION_REQUIRED: 'verification',
  MODULE_NOT_ACTIVE: 'notActive',
  MODULE_COMING_SOON: 'comingSoon',
};

const TONE: Record<CardState, BadgeTone> = {
  open: 'success',
  notPaid: 'warning',
  suspended: 'danger',
  verification: 'warning',
  notActive: 'neutral',
  comingSoon: 'violet',
};

const cardState = (answer: ModuleAccessAnswer): CardState =>
  answer.open ? 'open' : (STATE_OF_CODE[answer.code] ?? 'comingSoon');

export type ModuleCardsProps = (
  | { context: 'individual' /** Their BookRx access status is active (spec §4). */; active: boolean }
  | {
      context: 'organization';
      orgId: string;
      name: string;
      /** Owner or admin: may subscribe and activate. */
      manages: boolean;
      /** Undefined while it loads (or when it failed: `failed`). */
      organization: OrganizationModulesRecord | undefined;
      failed: boolean;
      onRetry: () => void;
    }
) & {
  /** More about a module, shown in its card (the dashboard's BookRx status and links). */
  details?: Partial<Record<Module, ReactNode>>;
};

/**
 * A card per module of the active context (issue 24), from the rule the access routes apply
 * (shared/domain/module-access.ts) on the organization detail's own answer (`openModules`,
 * shared/domain/organization-module-state.ts): Open exactly when it opens (a signed link in a new tab), otherwise why not;
 * a paid module outside the plan shows its price per first and extra location and, for owners and
 * admins, Subscribe (the Billing tab). A person on their own sees BookRx, Vault, and a line saying that
 * the paid modules come with an organization's plan.
 */
export function ModuleCards(props: ModuleCardsProps) {
  const { t, i18n } = useTranslation('module-cards');
  const { t: common } = useTranslation('common');
  const headingId = useId();
  const language = currentLanguage(i18n.language);
  const moduleName = (module: Module) => common(`products.${module}.name`);

  let body: ReactNode;
  if (props.context === 'organization' && !props.organization) {
    body = props.failed ? (
      <PageState kind="error" message={t('loadFailed')} onRetry={props.onRetry} retryLabel={t('retry')} />
    ) : (
      <PageState kind="loading" compact message={t('loading')} />
    );
  } else {
    const organizationState =
      props.context === 'organization' && props.organization
        ? organizationModuleStateOfView(props.organization)
        : undefined;
    const active = props.context === 'individual' && props.active;
    const planOpen = props.context === 'organization' ? (props.organization?.openModules ?? []) : [];
    const answerFor = (module: Module) =>
      organizationState
        ? organizationModuleAccess(organizationState, module)
        : individualModuleAccess({ active }, module);
    const shown = props.context === 'organization' ? MODULES : MODULES.filter((module) => !isPaidModule(module));
    const paidNames = new Intl.ListFormat(LOCALES[language], { type: 'conjunction' }).format(
      PURCHASABLE_MODULES.map(moduleName),
    );
    body = (
      <>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {shown.map((module) => (
            <li key={module} className="min-w-0">
              <ModuleCard
                module={module}
                name={moduleName(module)}
                summary={common(`products.${module}.summary`)}
                answer={answerFor(module)}
                prices={isPaidModule(module) ? moduleCardPrices(module, planOpen, language) : undefined}
                details={props.details?.[module]}
                organization={
                  props.context === 'organization'
                    ? { id: props.orgId, name: props.name, manages: props.manages }
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
        {props.context === 'individual' && (
          <p className="mt-4 text-slate-700 text-sm dark:text-slate-300">
            {t('individualPaid', { modules: paidNames, ...bundlePrices(language) })}
          </p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold text-slate-900 text-xl dark:text-white">
        {t('title')}
      </h2>
      <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
        {props.context === 'organization'
          ? t('descriptionOrganization', { name: props.name })
          : t('descriptionIndividual')}
      </p>
      {body}
    </section>
  );
}

function ModuleCard({
  module,
  name,
  summary,
  answer,
  prices,
  organization,
  details,
}: {
  module: Module;
  name: string;
  summary: string;
  answer: ModuleAccessAnswer;
  /** A paid module's plan prices, or what it adds to the running plan (none for a free or coming module). */
  prices: ReturnType<typeof moduleCardPrices> | undefined;
  organization: { id: string; name: string; manages: boolean } | undefined;
  details: ReactNode;
}) {
  const { t, i18n } = useTranslation('module-cards');
  const { t: common } = useTranslation('common');
  const headingId = useId();
  const state = cardState(answer);
  const planNames = new Intl.ListFormat(LOCALES[currentLanguage(i18n.language)], { type: 'conjunction' }).format(
    (prices?.addsTo ?? []).map((m) => common(`products.${m}.name`)),
  );
  const orgName = organization?.name ?? '';
  const reason: Record<CardState, string | null> = {
    open: t('reason.open'),
    notPaid: organization && !organization.manages ? t('reason.askManager', { name: orgName }) : null,
    suspended: t('reason.suspended', { name: orgName }),
    verification: organization
      ? t('reason.verificationOrganization', { name: orgName })
      : t('reason.verificationIndividual'),
    notActive: organization?.manages ? t('reason.notActiveManager') : t('reason.notActiveMember', { name: orgName }),
    comingSoon: t('reason.comingSoon'),
  };
  return (
    <PortalCard
      headingId={headingId}
      headingLevel={3}
      title={name}
      actions={<Badge tone={TONE[state]}>{t(`badge.${state}`)}</Badge>}
      description={summary}
      className="flex h-full flex-col"
    >
      <div className="mt-4 flex flex-1 flex-col gap-3 text-sm">
        {reason[state] && <p className="text-slate-700 dark:text-slate-300">{reason[state]}</p>}
        {state === 'notPaid' && prices?.free && (
          <p className="text-slate-700 dark:text-slate-300">
            {t('price.addedFree', { plan: planNames, module: name })}
          </p>
        )}
        {state === 'notPaid' && prices && !prices.free && prices.addsTo.length > 0 && (
          <ul className="space-y-1 text-slate-700 dark:text-slate-300">
            <li>{t('price.addFirst', { amount: prices.first, plan: planNames })}</li>
            <li>{t('price.addExtra', { amount: prices.extra })}</li>
          </ul>
        )}
        {state === 'notPaid' && prices && prices.addsTo.length === 0 && (
          <ul className="space-y-1 text-slate-700 dark:text-slate-300">
            <li>{t('price.first', { amount: prices.first })}</li>
            <li>{t('price.extra', { amount: prices.extra })}</li>
          </ul>
        )}
        {details}
        <div className="mt-auto">
          {answer.open && <OpenModuleButton module={module} name={name} orgId={organization?.id} />}
          {state === 'notPaid' && organization?.manages && (
            <ButtonLink to={subscribePath(module)}>{t('subscribe', { module: name })}</ButtonLink>
          )}
        </div>
      </div>
    </PortalCard>
  );
}

type OpenState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; error: unknown };

/** Open: asks for the signed link and opens it in a new tab; a refusal is said in the user's language, with Retry. */
function OpenModuleButton({ module, name, orgId }: { module: Module; name: string; orgId: string | undefined }) {
  const { t } = useTranslation('module-cards');
  const { t: common } = useTranslation('common');
  const [state, setState] = useState<OpenState>({ kind: 'idle' });

  function open() {
    setState({ kind: 'busy' });
    openModule(module, orgId).then(
      () => setState({ kind: 'idle' }),
      (error: unknown) => setState({ kind: 'failed', error }),
    );
  }

  if (state.kind === 'failed') {
    return (
      <div className="space-y-3">
        <MessageBanner tone="error">{apiErrorMessage(common, state.error)}</MessageBanner>
        <Button variant="secondary" onClick={open}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const busy = state.kind === 'busy';
  return (
    <Button onClick={open} disabled={busy} aria-busy={busy}>
      {busy && <Spinner className="size-4" />}
      {busy ? t('opening', { module: name }) : t('open', { module: name })}
    </Button>
  );
}
