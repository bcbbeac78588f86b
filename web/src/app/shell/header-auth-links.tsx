import { lazy, Suspense } from 'react';
import { buttonClasses } from '../../components/ui/button-base';
import { useMightBeSignedIn } from '../../lib/auth/session-hint';
import { localizedPath } from '../../lib/language-path';
import { useStrings } from '../../lib/strings';
import { paths } from '../../paths';

// The session code (Amplify, the query client) loads only for a browser that holds a session.
const AccountMenu = lazy(() =>
  import('./account-menu-anywhere').then((module) => ({ default: module.AccountMenuAnywhere })),
);

type Placement = 'header' | 'mobile-menu';

/**
 * The sign-in link and register call to action, for visitors who are not signed in: full navigations
 * into the SPA (the header is an island of the prerendered pages).
 */
function SignInLinks({ placement }: { placement: Placement }) {
  const { t, language } = useStrings();
  const signIn = localizedPath(language, paths.signIn);
  const register = localizedPath(language, paths.register);
  if (placement === 'mobile-menu') {
    return (
      <div className="mt-4 grid gap-3">
        <a href={signIn} className={buttonClasses('secondary', 'w-full')}>
          {t('nav.signIn')}
        </a>
        <a href={register} className={buttonClasses(undefined, 'w-full')}>
          {t('nav.register')}
        </a>
      </div>
    );
  }
  return (
    <>
      <a
        href={signIn}
        className="rounded-md px-3 py-2 font-medium text-slate-700 text-sm transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:text-white dark:focus-visible:outline-brand-300"
      >
        {t('nav.signIn')}
      </a>
      <a href={register} className={buttonClasses(undefined, 'px-4 py-2')}>
        {t('nav.register')}
      </a>
    </>
  );
}

/**
 * The header's account control (spec §2): sign-in and register for visitors; the avatar menu when the
 * browser holds a session (known synchronously from Amplify's stored keys, so public pages load no
 * auth code for visitors who have never signed in).
 */
export function HeaderAuthLinks({ placement }: { placement: Placement }) {
  const { language } = useStrings();
  const mightBeSignedIn = useMightBeSignedIn();
  const links = <SignInLinks placement={placement} />;
  if (!mightBeSignedIn) return links;
  const menu = <AccountMenu language={language} signedOut={links} />;
  return (
    <Suspense fallback={links}>
      {placement === 'mobile-menu' ? <div className="mt-4 flex justify-end">{menu}</div> : menu}
    </Suspense>
  );
}
