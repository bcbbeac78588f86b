import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import {
  cardClasses,
  FinalCallToAction,
  PageHero,
  SectionHeading,
  textLinkClasses,
} from '../../../components/ui/page-sections';
import { StatusBadge } from '../../../components/ui/status-badge';
import { registerLanguageChunks } from '../../../lib/i18n';
import { productCatalog } from '../../../lib/product-catalog';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { ComparisonTable } from '../components/comparison-table';

// This page's strings in the visitor's language only (a chunk per language; see lib/i18n.ts).
registerLanguageChunks('products', {
  en: () => import('../../../locales/en/products.json'),
  es: () => import('../../../locales/es/products.json'),
});

/** /products: the four products with status and highlight, and the comparison table. */
export function ProductsPage() {
  const { t } = useTranslation('products');
  const { t: tCommon } = useTranslation();
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <section aria-labelledby="product-cards-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 id="product-cards-heading" className="sr-only">
          {t('cards.heading')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2">
          {productCatalog.map(({ id, path, status }) => {
            const name = tCommon(`products.${id}.name`);
            return (
              <li key={id} className={`${cardClasses} flex flex-col`}>
                <div className="flex items-center justify-between gap-3">
                  <h3 className="font-semibold text-2xl text-slate-900 dark:text-white">{name}</h3>
                  <StatusBadge status={status} />
                </div>
                <p className="mt-3 text-slate-700 leading-relaxed dark:text-slate-300">
                  {tCommon(`products.${id}.summary`)}
                </p>
                <p className="mt-4 flex-1 font-medium text-brand-800 text-sm dark:text-brand-200">
                  {t(`cards.highlights.${id}`)}
                </p>
                <Link
                  to={path}
                  className="mt-6 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 text-sm hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200"
                >
                  {t('cards.learnMore')}
                  <span className="sr-only"> {t('cards.learnMoreAbout', { product: name })}</span>
                  <ArrowRightIcon className="size-4" />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        aria-labelledby="comparison-heading"
        className="border-slate-200 border-t bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50"
      >
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
          <SectionHeading id="comparison-heading" title={t('comparison.heading')} intro={t('comparison.intro')} />
          <ComparisonTable />
          <p className="mt-6">
            <Link to={paths.pricing} className={textLinkClasses}>
              {t('comparison.pricing')}
            </Link>
          </p>
        </div>
      </section>

      <FinalCallToAction title={t('cta.heading')} body={t('cta.body')}>
        <ButtonLink to={paths.contact} variant="inverse">
          {t('cta.contact')}
        </ButtonLink>
      </FinalCallToAction>
    </>
  );
}
