import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { AuthenticatedSessionContext } from '../../lib/auth/authenticated-session';
import { profileQueryKey } from '../../lib/auth/get-profile';
import { addressOf, type SignInRedirectState } from '../../lib/auth/redirect-state';
import { useSession } from '../../lib/auth/use-session';
import '../../lib/auth/session-i18n';
import { queryClient } from '../../lib/query-client';
import { paths } from '../../paths';
import { Button } from '../ui/button';
import { MessageBanner } from '../ui/message-banner';
import { PageState } from '../ui/page-state';

/** Spinner with the spec's checking message, while the session is verified. */
export function CheckingSession() {
  const { t } = useTranslation('session');
  return <PageState kind="loading" message={t('checking')} />;
}

export function SessionLoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('session');
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <MessageBanner tone="error">
        <p className="font-semibold">{t('loadFailed.title')}</p>
        <p className="mt-1 font-normal">{t('loadFailed.message')}</p>
      </MessageBanner>
      <Button className="mt-4" onClick={retry}>
        {t('loadFailed.retry')}
      </Button>
    </div>
  );
}

/**
 * Every page change of the portal re-reads the profile (the portal's first page has just read it),
 * so a session an administrator ended is noticed on the next click, not on the next data load. A read
 * already in flight is reused, not restarted.
 */
function useSessionCheckOnNavigation(pathname: string): void {
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs because the page changed.
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    void queryClient.refetchQueries({ queryKey: profileQueryKey, type: 'active' }, { cancelRefetch: false });
  }, [pathname]);
}

/**
 * Renders its children only for a signed-in user whose profile is loaded; anonymous visitors go to
 * /signin (with the spec's expiry message when their session was refused), and come back afterwards.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  useSessionCheckOnNavigation(location.pathname);
  switch (session.status) {
    case 'loading':
      return <CheckingSession />;
    case 'unauthenticated': {
      const state: SignInRedirectState = {
        from: addressOf(location),
        ...(session.expired ? { expired: true } : {}),
        ...(session.endedBy ? { endedBy: session.endedBy } : {}),
      };
      return <Navigate to={paths.signIn} replace state={state} />;
    }
    case 'error':
      return <SessionLoadFailed retry={session.retry} />;
    case 'authenticated':
      return <AuthenticatedSessionContext value={session}>{children}</AuthenticatedSessionContext>;
  }
}
