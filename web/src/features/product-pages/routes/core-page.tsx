import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxesIcon, ChartIcon, ClipboardFlowIcon, ShieldCheckIcon } from '../../../components/ui/icons';
import { ProductPage } from '../components/product-page';

/** /core: the cloud pharmacy operating system, in closed beta. */
export function CorePage({ betaSignupForm }: { betaSignupForm: ReactNode }) {
  const { t } = useTranslation('product-pages');
  return (
    <ProductPage
      product="core"
      betaSignupForm={betaSignupForm}
      features={[
        {
          id: 'inventory',
          Icon: BoxesIcon,
          title: t('core.features.inventory.title'),
          description: t('core.features.inventory.description'),
        },
        {
          id: 'workflow',
          Icon: ClipboardFlowIcon,
          title: t('core.features.workflow.title'),
          description: t('core.features.workflow.description'),
        },
        {
          id: 'compliance',
          Icon: ShieldCheckIcon,
          title: t('core.features.compliance.title'),
          description: t('core.features.compliance.description'),
        },
        {
          id: 'insights',
          Icon: ChartIcon,
          title: t('core.features.insights.title'),
          description: t('core.features.insights.description'),
        },
      ]}
      benefits={[
        t('core.betaSignup.benefits.migration'),
        t('core.betaSignup.benefits.training'),
        t('core.betaSignup.benefits.discount'),
        t('core.betaSignup.benefits.roadmap'),
      ]}
    />
  );
}
