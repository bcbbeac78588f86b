import { useTranslation } from 'react-i18next';
import { iconCards } from '../../../components/ui/icon-cards';
import { CalendarIcon, ChartIcon, ShieldCheckIcon, UsersIcon } from '../../../components/ui/icons';
import { LiveProductPage } from '../components/live-product-page';

const featureIcons = { compliance: ShieldCheckIcon, trading: UsersIcon, costs: ChartIcon, availability: CalendarIcon };

/** /shift: scheduling that follows labor laws. */
export function ShiftPage() {
  const { t } = useTranslation('product-pages');
  return (
    <LiveProductPage product="shift" features={iconCards(featureIcons, t('shift.features', { returnObjects: true }))} />
  );
}
