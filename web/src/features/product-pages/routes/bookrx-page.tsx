import { useTranslation } from 'react-i18next';
import { iconCards } from '../../../components/ui/icon-cards';
import { ClipboardFlowIcon, ShieldCheckIcon, SparkIcon, ZapIcon } from '../../../components/ui/icons';
import { LiveProductPage } from '../components/live-product-page';

const featureIcons = { post: ZapIcon, verified: ShieldCheckIcon, match: SparkIcon, pay: ClipboardFlowIcon };

/** /bookrx: the shift-staffing marketplace. */
export function BookRxPage() {
  const { t } = useTranslation('product-pages');
  return (
    <LiveProductPage
      product="bookrx"
      features={iconCards(featureIcons, t('bookrx.features', { returnObjects: true }))}
    />
  );
}
