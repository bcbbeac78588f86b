import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { CheckingSession, RequireSession } from '../../components/session/require-session';
import { LuniaLogo } from '../../components/ui/lunia-logo';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { OrganizationSwitcher } from '../../features/organizations/components/organization-switcher';
import { AuthProviders } from '../../lib/auth/auth-providers';
import { useAuthenticatedSession } from '../../lib/auth/authenticated-session';
import { paths } from '../../paths';
import { LanguageSwitch } from '../shell/language-switch';
import { ThemeSwitch } from '../shell/theme-switch';
import './portal-i18n';
import { InactivityGuard } from './inactivity-guard';

const mainContentId = 'portal-content';

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium text-sm focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300 ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-400/10 dark:text-brand-200'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

function PortalHeader() {
  const { t } = useTranslation('common');
  const { t: tPortal } = useTranslation('portal');
  const session = useAuthenticatedSession();
  return (
    <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:px-6 md:h-16 md:flex-nowrap md:py-0 lg:px-8">
        <Link
          to={paths.home}
          aria-label={t('brand.homeLink')}
          className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300"
        >
          <LuniaLogo />
        </Link>
        {/* Below md the switcher has a row of its own, so a long organization name is not cut to a letter. */}
        {!session.isAdmin && (
          <div className="order-last w-full md:order-none md:w-auto md:min-w-0 md:max-w-xs">
            <OrganizationSwitcher organizations={session.organizations} />
          </div>
        )}
        <nav aria-label={tPortal('navLabel')} className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={session.isAdmin ? paths.adminDashboard : paths.dashboard} className={navLinkClasses}>
                {tPortal('dashboard')}
              </NavLink>
            </li>
            {!session.isAdmin && (
              <li>
                <NavLink to={paths.continuingEducation} className={navLinkClasses}>
                  {tPortal('continuingEducation')}
                </NavLink>
              </li>
            )}
            <li>
              <NavLink to={paths.account} className={navLinkClasses}>
                {tPortal('account')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <LanguageSwitch />
          <ThemeSwitch />
          <AccountMenu signedOut={null} />
        </div>
      </div>
    </header>
  );
}

/**
 * The signed-in area's frame (dashboard, account, admin): only for a verified session (anonymous
 * visitors go to /signin), with the organization switcher and the account menu in its own header.
 */
export function PortalLayout() {
  const { t } = useTranslation('common');
  return (
    <AuthProviders>
      <RequireSession>
        <a
          href={`#${mainContentId}`}
          className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('skipToContent')}
        </a>
        <PortalHeader />
        <InactivityGuard />
        <main id={mainContentId} tabIndex={-1} className="flex-1 bg-slate-50 outline-none dark:bg-slate-950">
          <Suspense fallback={<CheckingSession />}>
            <Outlet />
          </Suspense>
        </main>
      </RequireSession>
    </AuthProviders>
  );
}
