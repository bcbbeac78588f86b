import '../../features/beta-signup/beta-signup-namespace';
import { BetaSignupForm } from '../../features/beta-signup/components/beta-signup-form';
import { CorePage } from '../../features/product-pages/routes/core-page';
import { Island } from '../islands/island';

/** /core with the beta form as an island; loaded on demand so the form and its strings stay off `/`. */
export function CoreRoute() {
  return (
    <CorePage
      betaSignupForm={<Island name="beta-signup-form" component={BetaSignupForm} props={{ product: 'core' }} />}
    />
  );
}
