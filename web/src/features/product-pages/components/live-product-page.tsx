import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import type { IconCard } from '../../../components/ui/icon-cards';
import { ExternalLinkIcon, QuoteIcon } from '../../../components/ui/icons';
import { FinalCallToAction, SectionHeading, textLinkClasses } from '../../../components/ui/page-sections';
import { productCatalog } from '../../../lib/product-catalog';
import { paths } from '../../../paths';
import { ProductFeaturesSection } from './product-features-section';
import { ProblemSection, ProductHero } from './product-sections';

type LiveProduct = 'bookrx' | 'shift';

/** The product's own site, in a new tab. */
function ExternalSiteLink({ product, href, className }: { product: LiveProduct; href: string; className: string }) {
  const { t } = useTranslation('product-pages');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-1.5 ${className}`}
    >
      {t('visitSite', { product: t(`${product}.hero.title`) })}
      <ExternalLinkIcon className="size-4" />
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </a>
  );
}

/** Four outcome figures, value over label. */
function OutcomesSection({ product }: { product: LiveProduct }) {
  const { t } = useTranslation('product-pages');
  const outcomes = Object.entries(t(`${product}.outcomes.stats`, { returnObjects: true }));
  return (
    <section aria-labelledby="outcomes-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading id="outcomes-heading" eyebrow={t('outcomesLabel')} title={t(`${product}.outcomes.heading`)} />
      <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {outcomes.map(([id, { value, label }]) => (
          <div key={id} className="flex flex-col rounded-2xl bg-brand-50 p-6 dark:bg-brand-400/10">
            <dt className="mt-2 text-slate-700 text-sm dark:text-slate-300">{label}</dt>
            <dd className="order-first font-bold text-3xl text-brand-800 tracking-tight dark:text-brand-200">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A pharmacist's words about the product. */
function TestimonialSection({ product }: { product: LiveProduct }) {
  const { t } = useTranslation('product-pages');
  return (
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
  );
}

/** The layout of /bookrx and /shift: hero, problem, features, outcomes, testimonial, call to action, external link. */
export function LiveProductPage({ product, features }: { product: LiveProduct; features: readonly IconCard[] }) {
  const { t } = useTranslation('product-pages');
  const externalSite = productCatalog.find(({ id }) => id === product)?.externalSite;
  return (
    <>
      <ProductHero
        product={product}
        status="live"
        primaryAction={<ButtonLink to={paths.register}>{t(`${product}.hero.primaryAction`)}</ButtonLink>}
        moreActions={
          externalSite && <ExternalSiteLink product={product} href={externalSite} className={textLinkClasses} />
        }
      />
      <ProblemSection product={product} />
      <ProductFeaturesSection product={product} features={features} />
      <OutcomesSection product={product} />
      <TestimonialSection product={product} />
      <FinalCallToAction title={t(`${product}.finalCta.heading`)} body={t(`${product}.finalCta.body`)}>
        <ButtonLink to={paths.register} variant="inverse">
          {t(`${product}.finalCta.action`)}
        </ButtonLink>
        {externalSite && (
          <ExternalSiteLink
            product={product}
            href={externalSite}
            className="justify-center gap-2 rounded-lg border border-white/70 px-5 py-2.5 font-semibold text-sm text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2"
          />
        )}
      </FinalCallToAction>
    </>
  );
}
