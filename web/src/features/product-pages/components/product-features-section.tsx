import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type IconCard, IconCards } from '../../../components/ui/icon-cards';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/page-sections';
import { paths } from '../../../paths';

/** The id of the features section, the target of the hero's secondary action. */
export const productFeaturesSectionId = 'features';

/** The tinted band of feature cards on a product page, under the product's features heading, and the link to /pricing. */
export function ProductFeaturesSection({
  product,
  features,
}: {
  product: 'bookrx' | 'shift' | 'core' | 'vault';
  features: readonly IconCard[];
}) {
  const { t } = useTranslation('product-pages');
  return (
    <section
      id={productFeaturesSectionId}
      aria-labelledby="features-heading"
      className="border-slate-200 border-y bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="features-heading" eyebrow={t('featuresLabel')} title={t(`${product}.features.heading`)} />
        <IconCards cards={features} className="mt-12" />
        <Link
          to={paths.pricing}
          className="mt-10 inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200"
        >
          {t('pricingLink')}
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </section>
  );
}
