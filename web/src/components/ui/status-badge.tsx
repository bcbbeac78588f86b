import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '../../lib/product-catalog';

const statusClasses: Record<ProductStatus, string> = {
  live: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  beta: 'bg-sky-100 text-sky-800 ring-sky-600/20 dark:bg-sky-400/10 dark:text-sky-300 dark:ring-sky-400/30',
  waitlist:
    'bg-violet-100 text-violet-800 ring-violet-600/20 dark:bg-violet-400/10 dark:text-violet-300 dark:ring-violet-400/30',
};

/** Live / Beta / Beta Waitlist (spec §4). */
export function StatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${statusClasses[status]}`}
    >
      {t(`productStatus.${status}`)}
    </span>
  );
}
