import { BetaSignupForm } from '../../features/beta-signup/components/beta-signup-form';
import { VaultPage } from '../../features/product-pages/routes/vault-page';

/** /vault with the waitlist form composed in; loaded on demand like /core. */
export function VaultRoute() {
  return <VaultPage betaSignupForm={<BetaSignupForm product="vault" />} />;
}
