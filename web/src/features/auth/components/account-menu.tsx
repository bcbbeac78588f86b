import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { AuthProviders } from '../../../lib/auth/auth-providers';
import { useSession } from '../../../lib/auth/use-session';
import { useSignOut } from '../../../lib/auth/use-sign-out';
import { paths } from '../../../paths';
import '../i18n';

const itemClasses =
  'flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-slate-800 text-sm outline-none ' +
  'data-[disabled]:cursor-default data-[highlighted]:bg-slate-100 data-[disabled]:opacity-70 ' +
  'dark:text-slate-100 dark:data-[highlighted]:bg-slate-800';

function SignedInMenu({ user, isAdmin }: { user: AccountMenuUser; isAdmin: boolean }) {
  const { t } = useTranslation('auth');
  const { t: tSession } = useTranslation('session');
  const { signOut, isSigningOut } = useSignOut(tSession('signOutFailed'));
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300">
        <span className="sr-only">{t('menu.label', { name })}</span>
        <UserAvatar person={user} photoUrl={user.profilePhotoUrl} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold text-slate-900 text-sm dark:text-white">{name}</span>
            <span className="block truncate text-slate-600 text-xs dark:text-slate-400">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={isAdmin ? paths.adminDashboard : paths.dashboard}>{t('menu.dashboard')}</Link>
          </DropdownMenu.Item>
          {!isAdmin && (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to={paths.continuingEducation}>{t('menu.continuingEducation')}</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.account}>{t('menu.account')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item
            className={itemClasses}
            disabled={isSigningOut}
            onSelect={(event) => {
              // Keep the menu open so "Signing Out..." is seen while it works.
              event.preventDefault();
              void signOut();
            }}
          >
            {isSigningOut && <Spinner className="size-4" />}
            {isSigningOut ? tSession('signingOut') : tSession('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

interface AccountMenuUser {
  firstName: string;
  lastName: string;
  email: string;
  profilePhotoUrl: string | null;
}

function SessionAwareMenu({ signedOut }: { signedOut: ReactNode }) {
  const session = useSession();
  if (session.status === 'authenticated') return <SignedInMenu user={session.user} isAdmin={session.isAdmin} />;
  if (session.status === 'unauthenticated') return signedOut;
  // Loading (or a profile that failed to load): hold the avatar's place.
  return (
    <span
      aria-hidden="true"
      className="inline-block size-9 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800"
    />
  );
}

/**
 * The header's account control (spec §2): the avatar menu (name, e-mail, Dashboard, Sign Out) for a
 * signed-in user, or whatever `signedOut` is (the sign-in link and register button) otherwise.
 */
export function AccountMenu({ signedOut }: { signedOut: ReactNode }) {
  return (
    <AuthProviders>
      <SessionAwareMenu signedOut={signedOut} />
    </AuthProviders>
  );
}
