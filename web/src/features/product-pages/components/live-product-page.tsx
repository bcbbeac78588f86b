import { useTranslation } from 'react-i18next';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { ExternalLinkIcon, QuoteIcon } from '../../../components/ui/icons';
import { FinalCallToAction, SectionHeading, textLinkClasses } from '../../../components/ui/page-sections';
import { productCatalog } from '../../../lib/product-catalog';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { BackToProducts } from './back-to-products';
import { type ProductFeature, ProductFeaturesSection, productFeaturesSectionId } from './product-features-section';
import { ProductHeroIntro } from './product-hero-intro';
import './product-pages-namespace';

interface LiveProductPageProps {
  product: 'bookrx' | 'shift';
  features: readonly ProductFeature[];
  /** Four outcome figures: value and label. */
  outcomes: readonly { id: string; value: string; label: string }[];
}

/** The layout of /bookrx and /shift: hero, problem, features, outcomes, testimonial, call to action, external link. */
export function LiveProductPage({ product, features, outcomes }: LiveProductPageProps) {
  const { t } = useTranslation('product-pages');
  usePageMeta({ title: t(`${product}.meta.title`), description: t(`${product}.meta.description`) });
  const name = t(`${product}.hero.title`);
  const externalSite = productCatalog.find(({ id }) => id === product)?.externalSite;
  const externalLink = externalSite && (
    <a
      href={externalSite}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-1.5 ${textLinkClasses}`}
    >
      {t('visitSite', { product: name })}
      <ExternalLinkIcon className="size-4" />
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </a>
  );

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white dark:from-brand-950 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
          <BackToProducts />
          <div className="mt-10 max-w-3xl">
            <ProductHeroIntro
              product={product}
              status="live"
              descriptionClassName="mt-6 text-lg text-slate-700 leading-relaxed dark:text-slate-300"
            />
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
              <ButtonLink to={paths.register}>{t(`${product}.hero.primaryAction`)}</ButtonLink>
              <ButtonAnchor href={`#${productFeaturesSectionId}`} variant="secondary">
                {t(`${product}.hero.secondaryAction`)}
              </ButtonAnchor>
              {externalLink}
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="problem-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="grid gap-8 lg:grid-cols-2">
          <SectionHeading id="problem-heading" eyebrow={t('problemLabel')} title={t(`${product}.problem.heading`)} />
          <p className="text-lg text-slate-700 leading-relaxed dark:text-slate-300">{t(`${product}.problem.body`)}</p>
        </div>
      </section>

      <ProductFeaturesSection
        heading={
          <SectionHeading id="features-heading" eyebrow={t('featuresLabel')} title={t(`${product}.features.heading`)} />
        }
        features={features}
      />

      <section aria-labelledby="outcomes-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="outcomes-heading" eyebrow={t('outcomesLabel')} title={t(`${product}.outcomes.heading`)} />
        <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {outcomes.map(({ id, value, label }) => (
            <div key={id} className="flex flex-col rounded-2xl bg-brand-50 p-6 dark:bg-brand-400/10">
              <dt className="mt-2 text-slate-700 text-sm dark:text-slate-300">{label}</dt>
              <dd className="order-first font-bold text-3xl text-brand-800 tracking-tight dark:text-brand-200">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="testimonial-heading" className="px-4 sm:px-6 lg:px-8">
        <figure className="mx-auto max-w-4xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12 dark:border-slate-800 dark:bg-slate-900">
          <h2
            id="testimonial-heading"
            className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300"
          >
            {t('testimonialLabel')}
          </h2>
          <QuoteIcon className="mx-auto mt-6 size-9 text-brand-600 dark:text-brand-300" />
          <blockquote className="mt-4 font-medium text-slate-900 text-xl leading-relaxed dark:text-white">
            <p>{t(`${product}.testimonial.quote`)}</p>
          </blockquote>
          <figcaption className="mt-6">
            <p className="font-semibold text-slate-900 dark:text-white">{t(`${product}.testimonial.name`)}</p>
            <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t(`${product}.testimonial.role`)}</p>
          </figcaption>
        </figure>
      </section>

      <FinalCallToAction title={t(`${product}.finalCta.heading`)} body={t(`${product}.finalCta.body`)}>
        <ButtonLink to={paths.register} variant="inverse">
          {t(`${product}.finalCta.action`)}
        </ButtonLink>
        {externalSite && (
          <a
            href={externalSite}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/70 px-5 py-2.5 font-semibold text-sm text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2"
          >
            {t('visitSite', { product: name })}
            <ExternalLinkIcon className="size-4" />
            <span className="sr-only"> {t('opensInNewTab')}</span>
          </a>
        )}
      </FinalCallToAction>
    </>
  );
}
