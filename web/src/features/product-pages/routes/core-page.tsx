import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { iconCards } from '../../../components/ui/icon-cards';
import { BoxesIcon, ChartIcon, ClipboardFlowIcon, ShieldCheckIcon } from '../../../components/ui/icons';
import { ProductPage } from '../components/product-page';

const featureIcons = {
  inventory: BoxesIcon,
  workflow: ClipboardFlowIcon,
  compliance: ShieldCheckIcon,
  insights: ChartIcon,
};

/** /core: the cloud pharmacy operating system, in closed beta. */
export function CorePage({ betaSignupForm }: { betaSignupForm: ReactNode }) {
  const { t } = useTranslation('product-pages');
  return (
    <ProductPage
      product="core"
      features={iconCards(featureIcons, t('core.features', { returnObjects: true }))}
      betaSignupForm={betaSignupForm}
    />
  );
}
