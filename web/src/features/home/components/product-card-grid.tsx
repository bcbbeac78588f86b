import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { StatusBadge } from '../../../components/ui/status-badge';
import { productCatalog } from '../../../lib/product-catalog';

/** The four product cards with status badge and learn-more link. */
export function ProductCardGrid() {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {productCatalog.map(({ id, path, status }) => {
        const name = tCommon(`products.${id}.name`);
        return (
          <li
            key={id}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold text-slate-900 text-xl dark:text-white">{name}</h3>
              <StatusBadge status={status} />
            </div>
            <p className="mt-3 flex-1 text-slate-600 text-sm leading-relaxed dark:text-slate-400">
              {tCommon(`products.${id}.summary`)}
            </p>
            <Link
              to={path}
              className="mt-6 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 text-sm hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200"
            >
              {t('products.learnMore')}
              <span className="sr-only"> {t('products.learnMoreAbout', { product: name })}</span>
              <ArrowRightIcon className="size-4" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
