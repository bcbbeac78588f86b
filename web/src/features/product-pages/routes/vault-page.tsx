import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DevicesIcon,
  HeartPulseIcon,
  LockIcon,
  SparkIcon,
  StorefrontLinkIcon,
  UserKeyIcon,
} from '../../../components/ui/icons';
import { ProductPage } from '../components/product-page';

/** /vault: the patient-owned health record, on a beta waitlist. */
export function VaultPage({ betaSignupForm }: { betaSignupForm: ReactNode }) {
  const { t } = useTranslation('product-pages');
  return (
    <ProductPage
      product="vault"
      betaSignupForm={betaSignupForm}
      highlights={[
        {
          id: 'patient-owned',
          Icon: UserKeyIcon,
          title: t('vault.problem.patientOwned.title'),
          description: t('vault.problem.patientOwned.description'),
        },
        {
          id: 'pharmacy-integrated',
          Icon: StorefrontLinkIcon,
          title: t('vault.problem.pharmacyIntegrated.title'),
          description: t('vault.problem.pharmacyIntegrated.description'),
        },
      ]}
      features={[
        {
          id: 'access',
          Icon: DevicesIcon,
          title: t('vault.features.access.title'),
          description: t('vault.features.access.description'),
        },
        {
          id: 'secure',
          Icon: LockIcon,
          title: t('vault.features.secure.title'),
          description: t('vault.features.secure.description'),
        },
        {
          id: 'insights',
          Icon: SparkIcon,
          title: t('vault.features.insights.title'),
          description: t('vault.features.insights.description'),
        },
        {
          id: 'emergency',
          Icon: HeartPulseIcon,
          title: t('vault.features.emergency.title'),
          description: t('vault.features.emergency.description'),
        },
      ]}
      benefits={[
        t('vault.betaSignup.benefits.earlyAccess'),
        t('vault.betaSignup.benefits.onboarding'),
        t('vault.betaSignup.benefits.pricing'),
        t('vault.betaSignup.benefits.roadmap'),
      ]}
    />
  );
}
