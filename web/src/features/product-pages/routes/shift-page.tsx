import { useTranslation } from 'react-i18next';
import { CalendarIcon, ChartIcon, ShieldCheckIcon, UsersIcon } from '../../../components/ui/icons';
import { LiveProductPage } from '../components/live-product-page';

/** /shift: scheduling that follows labor laws. */
export function ShiftPage() {
  const { t } = useTranslation('product-pages');
  const feature = (id: 'compliance' | 'trading' | 'costs' | 'availability', Icon: typeof CalendarIcon) => ({
    id,
    Icon,
    title: t(`shift.features.${id}.title`),
    description: t(`shift.features.${id}.description`),
  });
  const outcome = (id: 'hours' | 'savings' | 'time' | 'satisfaction') => ({
    id,
    value: t(`shift.outcomes.stats.${id}.value`),
    label: t(`shift.outcomes.stats.${id}.label`),
  });
  return (
    <LiveProductPage
      product="shift"
      features={[
        feature('compliance', ShieldCheckIcon),
        feature('trading', UsersIcon),
        feature('costs', ChartIcon),
        feature('availability', CalendarIcon),
      ]}
      outcomes={[outcome('hours'), outcome('savings'), outcome('time'), outcome('satisfaction')]}
    />
  );
}
