import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonAnchor } from '../../../components/ui/button';
import { SectionHeading } from '../../../components/ui/page-sections';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { ProductStatus } from '../../../lib/product-catalog';
import { usePageMeta } from '../../../lib/use-page-meta';
import { BackToProducts } from './back-to-products';
import { productFeaturesSectionId } from './product-features-section';
import './product-pages-namespace';

type Product = 'bookrx' | 'shift' | 'core' | 'vault';

/**
 * The top of a product page, with the page's title and description: the way back to /products, the status
 * badge, the product name as the page heading, subtitle and description, the primary action, the link to
 * the features and what `moreActions` adds; `artwork` goes beside the text on large screens.
 */
export function ProductHero({
  product,
  status,
  primaryAction,
  moreActions,
  artwork,
}: {
  product: Product;
  status: ProductStatus;
  primaryAction: ReactNode;
  moreActions?: ReactNode;
  artwork?: ReactNode;
}) {
  const { t } = useTranslation('product-pages');
  usePageMeta({ title: t(`${product}.meta.title`), description: t(`${product}.meta.description`) });
  const intro = (
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
      <p className="mt-6 max-w-2xl text-lg text-slate-700 leading-relaxed dark:text-slate-300">
        {t(`${product}.hero.description`)}
      </p>
      <div className={`mt-8 flex flex-wrap items-center ${moreActions ? 'gap-x-6 gap-y-3' : 'gap-3'}`}>
        {primaryAction}
        <ButtonAnchor href={`#${productFeaturesSectionId}`} variant="secondary">
          {t(`${product}.hero.secondaryAction`)}
        </ButtonAnchor>
        {moreActions}
      </div>
    </>
  );
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-brand-950 dark:to-slate-950">
      <div className={`mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 lg:px-8 ${artwork ? 'lg:pb-28' : ''}`}>
        <BackToProducts />
        {artwork ? (
          <div className="mt-10 grid items-center gap-12 lg:grid-cols-5">
            <div className="lg:col-span-3">{intro}</div>
            {artwork}
          </div>
        ) : (
          <div className="mt-10 max-w-3xl">{intro}</div>
        )}
      </div>
    </section>
  );
}

/** The problem the product solves: its heading beside the statement and what `children` adds under it. */
export function ProblemSection({ product, children }: { product: Product; children?: ReactNode }) {
  const { t } = useTranslation('product-pages');
  return (
    <section aria-labelledby="problem-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="grid gap-12 lg:grid-cols-2">
        <SectionHeading id="problem-heading" eyebrow={t('problemLabel')} title={t(`${product}.problem.heading`)} />
        <div className="space-y-8">
          <p className="text-lg text-slate-700 leading-relaxed dark:text-slate-300">{t(`${product}.problem.body`)}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
