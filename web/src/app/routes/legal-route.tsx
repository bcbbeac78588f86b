import { useLocation } from 'react-router';
import { LegalTabs } from '../../features/legal/components/legal-tabs';
import { LegalPage } from '../../features/legal/routes/legal-page';
import { Island } from '../islands/island';

/**
 * /legal with its tabs as an island. In the SPA, following a link to another tab of this page (the
 * footer's) renders the tabs anew, so they read the new address.
 */
export function LegalRoute() {
  const { search } = useLocation();
  return <LegalPage tabs={(props) => <Island key={search} name="legal-tabs" component={LegalTabs} props={props} />} />;
}
