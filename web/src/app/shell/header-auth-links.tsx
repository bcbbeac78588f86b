import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useMightBeSignedIn } from '../../lib/auth/session-hint';
import { paths } from '../../paths';

// The session code (Amplify, the query client) loads only for a browser that holds a session.
const AccountMenu = lazy(() =>
  import('../../features/auth/components/account-menu').then((module) => ({ default: module.AccountMenu })),
);

type Placement = 'header' | 'mobile-menu';

/** The sign-in link and register call to action, for visitors who are not signed in. */
function SignInLinks({ placement }: { placement: Placement }) {
  const { t } = useTranslation();
  if (placement === 'mobile-menu') {
    return (
      <div className="mt-4 grid gap-3">
        <ButtonLink to={paths.signIn} variant="secondary" className="w-full">
          {t('nav.signIn')}
        </ButtonLink>
        <ButtonLink to={paths.register} className="w-full">
          {t('nav.register')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      <NavLink
        to={paths.signIn}
        className="rounded-md px-3 py-2 font-medium text-slate-700 text-sm transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:text-white dark:focus-visible:outline-brand-300"
      >
        {t('nav.signIn')}
      </NavLink>
      <ButtonLink to={paths.register} className="px-4 py-2">
        {t('nav.register')}
      </ButtonLink>
    </>
  );
}

/**
 * The header's account control (spec §2): sign-in and register for visitors; the avatar menu when the
 * browser holds a session (known synchronously from Amplify's stored keys, so public pages load no
 * auth code for visitors who have never signed in).
 */
export function HeaderAuthLinks({ placement }: { placement: Placement }) {
  const mightBeSignedIn = useMightBeSignedIn();
  const links = <SignInLinks placement={placement} />;
  if (!mightBeSignedIn) return links;
  const menu = <AccountMenu signedOut={links} />;
  return (
    <Suspense fallback={links}>
      {placement === 'mobile-menu' ? <div className="mt-4 flex justify-end">{menu}</div> : menu}
    </Suspense>
  );
}
