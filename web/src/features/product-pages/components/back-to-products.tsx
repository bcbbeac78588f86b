import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { paths } from '../../../paths';

/** Spec §2: every product page links back to /products. */
export function BackToProducts() {
  const { t } = useTranslation('product-pages');
  return (
    <Link
      to={paths.products}
      className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 text-sm hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200"
    >
      <ArrowLeftIcon className="size-4" />
      {t('backToProducts')}
    </Link>
  );
}
