import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { iconCards } from '../../../components/ui/icon-cards';
import {
  DevicesIcon,
  HeartPulseIcon,
  LockIcon,
  SparkIcon,
  StorefrontLinkIcon,
  UserKeyIcon,
} from '../../../components/ui/icons';
import { ProductPage } from '../components/product-page';

const featureIcons = { access: DevicesIcon, secure: LockIcon, insights: SparkIcon, emergency: HeartPulseIcon };
/** Vault's two points under the problem statement. */
const highlightIcons = { patientOwned: UserKeyIcon, pharmacyIntegrated: StorefrontLinkIcon };

/** /vault: the patient-owned health record, on a beta waitlist. */
export function VaultPage({ betaSignupForm }: { betaSignupForm: ReactNode }) {
  const { t } = useTranslation('product-pages');
  return (
    <ProductPage
      product="vault"
      features={iconCards(featureIcons, t('vault.features', { returnObjects: true }))}
      highlights={iconCards(highlightIcons, t('vault.problem', { returnObjects: true }))}
      betaSignupForm={betaSignupForm}
    />
  );
}
