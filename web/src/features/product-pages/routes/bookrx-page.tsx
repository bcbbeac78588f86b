import { useTranslation } from 'react-i18next';
import { ClipboardFlowIcon, ShieldCheckIcon, SparkIcon, ZapIcon } from '../../../components/ui/icons';
import { LiveProductPage } from '../components/live-product-page';

/** /bookrx: the shift-staffing marketplace. */
export function BookRxPage() {
  const { t } = useTranslation('product-pages');
  const feature = (id: 'post' | 'verified' | 'match' | 'pay', Icon: typeof ZapIcon) => ({
    id,
    Icon,
    title: t(`bookrx.features.${id}.title`),
    description: t(`bookrx.features.${id}.description`),
  });
  const outcome = (id: 'professionals' | 'fill' | 'time' | 'fees') => ({
    id,
    value: t(`bookrx.outcomes.stats.${id}.value`),
    label: t(`bookrx.outcomes.stats.${id}.label`),
  });
  return (
    <LiveProductPage
      product="bookrx"
      features={[
        feature('post', ZapIcon),
        feature('verified', ShieldCheckIcon),
        feature('match', SparkIcon),
        feature('pay', ClipboardFlowIcon),
      ]}
      outcomes={[outcome('professionals'), outcome('fill'), outcome('time'), outcome('fees')]}
    />
  );
}
