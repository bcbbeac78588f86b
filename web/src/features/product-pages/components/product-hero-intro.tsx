import type { BetaProduct } from '@lunia/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { ProductStatus } from '../../../lib/product-catalog';

/** Status badge with the hero badge text, the product name as the page heading, subtitle and description. */
export function ProductHeroIntro({
  product,
  status,
  descriptionClassName,
}: {
  product: BetaProduct | 'bookrx' | 'shift';
  status: ProductStatus;
  descriptionClassName: string;
}) {
  const { t } = useTranslation('product-pages');
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={status} />
        <p className="font-medium text-brand-800 text-sm dark:text-brand-200">{t(`${product}.hero.badge`)}</p>
      </div>
      <h1 className="mt-5 font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl lg:text-6xl dark:text-white">
        {t(`${product}.hero.title`)}
      </h1>
      <p className="mt-4 font-semibold text-brand-700 text-xl sm:text-2xl dark:text-brand-300">
        {t(`${product}.hero.subtitle`)}
      </p>
      <p className={descriptionClassName}>{t(`${product}.hero.description`)}</p>
    </>
  );
}
