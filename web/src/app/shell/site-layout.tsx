import { useLocation } from 'react-router';
import { CookieBanner } from '../../features/cookie-consent/components/cookie-banner';
import { isAppPath } from '../../paths';
import { Island } from '../islands/island';
import { AppLayout } from './app-layout';
import { I18nextStrings } from './i18next-strings';
import { NotificationRegion } from './notification-region';
import { PageRecovery } from './page-recovery';
import { PublicLayout } from './public-layout';
import { ScrollToTop } from './scroll-to-top';

/**
 * Chooses the chrome by address (spec §2): app-like pages (dashboard, account, admin, ...) get the
 * app layout without the public header and footer; every other page the public layout. Both get
 * scroll-to-top, the notifications and the cookie banner. The header, the notifications and the cookie
 * banner are islands of the prerendered pages (app/islands/); their strings come from `I18nextStrings`.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <I18nextStrings>
      <ScrollToTop />
      {isAppPath(pathname) ? <AppLayout /> : <PublicLayout />}
      <Island name="notifications" component={NotificationRegion} props={{}} />
      <Island name="cookie-banner" component={CookieBanner} props={{}} />
      <Island name="page-recovery" component={PageRecovery} props={{}} />
    </I18nextStrings>
  );
}
