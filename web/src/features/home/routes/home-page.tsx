import { useTranslation } from 'react-i18next';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { ProductCardGrid } from '../components/product-card-grid';

const productsSectionId = 'products';

/** `/`: hero and the four products. The mission, testimonials and trust sections come with the marketing site. */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white dark:from-brand-950 dark:via-slate-950 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
            {t('hero.eyebrow')}
          </p>
          <h1 className="mx-auto mt-4 max-w-4xl font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl lg:text-6xl dark:text-white">
            {t('hero.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 leading-relaxed dark:text-slate-300">
            {t('hero.subtitle')}
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <ButtonAnchor href={`#${productsSectionId}`}>{t('hero.exploreSolutions')}</ButtonAnchor>
            <ButtonLink to={paths.contact} variant="secondary">
              {t('hero.scheduleDemo')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section
        id={productsSectionId}
        aria-labelledby="products-heading"
        className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8"
      >
        <div className="max-w-2xl">
          <h2 id="products-heading" className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">
            {t('products.heading')}
          </h2>
          <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{t('products.intro')}</p>
        </div>
        <div className="mt-10">
          <ProductCardGrid />
        </div>
      </section>
    </>
  );
}
