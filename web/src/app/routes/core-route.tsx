import { BetaSignupForm } from '../../features/beta-signup/components/beta-signup-form';
import { CorePage } from '../../features/product-pages/routes/core-page';

/** /core with the beta form composed in; loaded on demand so the form and its schemas stay off `/`. */
export function CoreRoute() {
  return <CorePage betaSignupForm={<BetaSignupForm product="core" />} />;
}
