import { useTranslation } from 'react-i18next';
import { type IconCard, IconCards } from '../../../components/ui/icon-cards';
import { SectionHeading } from '../../../components/ui/page-sections';

/** The id of the features section, the target of the hero's secondary action. */
export const productFeaturesSectionId = 'features';

/** The tinted band of feature cards on a product page, under the product's features heading. */
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
      </div>
    </section>
  );
}
