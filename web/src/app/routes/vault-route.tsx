import '../../features/beta-signup/beta-signup-namespace';
import { BetaSignupForm } from '../../features/beta-signup/components/beta-signup-form';
import { VaultPage } from '../../features/product-pages/routes/vault-page';
import { Island } from '../islands/island';

/** /vault with the beta form as an island; loaded on demand so the form and its strings stay off `/`. */
export function VaultRoute() {
  return (
    <VaultPage
      betaSignupForm={<Island name="beta-signup-form" component={BetaSignupForm} props={{ product: 'vault' }} />}
    />
  );
}
