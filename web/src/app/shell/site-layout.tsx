import { useLocation } from 'react-router';
import { CookieBanner } from '../../features/cookie-consent/components/cookie-banner';
import { isAppPath } from '../../paths';
import { AppLayout } from './app-layout';
import { NotificationRegion } from './notification-region';
import { PublicLayout } from './public-layout';
import { ScrollToTop } from './scroll-to-top';

/**
 * Chooses the chrome by address (spec §2): app-like pages (dashboard, account, admin, ...) get the
 * app layout without the public header and footer; every other page the public layout. Both get
 * scroll-to-top, the notifications and the cookie banner.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      {isAppPath(pathname) ? <AppLayout /> : <PublicLayout />}
      <NotificationRegion />
      <CookieBanner />
    </>
  );
}
