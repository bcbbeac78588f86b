import type { BetaProduct } from '@lunia/shared/domain/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonAnchor } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useScrollToHashOnMount } from '../../../lib/use-scroll-to-hash-on-mount';
import { BETA_SIGNUP_ANCHOR } from '../../../paths';
import { BackToProducts } from './back-to-products';
import { type ProductFeature, ProductFeaturesSection, productFeaturesSectionId } from './product-features-section';
import { ProductHeroIntro } from './product-hero-intro';
import './product-pages-namespace';

interface ProductPageProps {
  product: BetaProduct;
  /** Four feature cards (spec §2). */
  features: readonly ProductFeature[];
  /** Extra points under the problem statement (Vault: patient-owned, pharmacy-integrated). */
  highlights?: readonly ProductFeature[];
  /** Four benefits listed beside the signup form. */
  benefits: readonly string[];
  /** The signup form, composed in by the app so this feature does not import another. */
  betaSignupForm: ReactNode;
}

/** Decorative tile of the four feature icons beside the hero text on large screens. */
function HeroArtwork({ features }: { features: readonly ProductFeature[] }) {
  return (
    <div aria-hidden="true" className="relative hidden lg:col-span-2 lg:block">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-br from-brand-200/60 to-blue-200/50 blur-2xl dark:from-brand-500/20 dark:to-blue-600/20" />
      <div className="relative grid grid-cols-2 gap-4 rounded-3xl bg-gradient-to-br from-brand-700 to-blue-800 p-6 shadow-xl">
        {features.map(({ id, Icon }) => (
          <div
            key={id}
            className="flex aspect-square items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/20"
          >
            <Icon className="size-12 text-white" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The layout shared by /core and /vault: hero, problem, features, #beta-signup, final call to action. */
export function ProductPage({ product, features, highlights, benefits, betaSignupForm }: ProductPageProps) {
  const { t } = useTranslation('product-pages');
  usePageMeta({ title: t(`${product}.meta.title`), description: t(`${product}.meta.description`) });
  useScrollToHashOnMount();
  const betaSignupHref = `#${BETA_SIGNUP_ANCHOR}`;

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-brand-950 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 lg:px-8 lg:pb-28">
          <BackToProducts />
          <div className="mt-10 grid items-center gap-12 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <ProductHeroIntro
                product={product}
                status={product === 'core' ? 'beta' : 'waitlist'}
                descriptionClassName="mt-6 max-w-2xl text-lg text-slate-700 leading-relaxed dark:text-slate-300"
              />
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonAnchor href={betaSignupHref}>{t(`${product}.hero.primaryAction`)}</ButtonAnchor>
                <ButtonAnchor href={`#${productFeaturesSectionId}`} variant="secondary">
                  {t(`${product}.hero.secondaryAction`)}
                </ButtonAnchor>
              </div>
            </div>
            <HeroArtwork features={features} />
          </div>
        </div>
      </section>

      <section aria-labelledby="problem-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
              {t('problemLabel')}
            </p>
            <h2
              id="problem-heading"
              className="mt-3 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white"
            >
              {t(`${product}.problem.heading`)}
            </h2>
          </div>
          <div className="space-y-8">
            <p className="text-lg text-slate-700 leading-relaxed dark:text-slate-300">{t(`${product}.problem.body`)}</p>
            {highlights && highlights.length > 0 && (
              <ul className="grid gap-6 sm:grid-cols-2">
                {highlights.map(({ id, Icon, title, description }) => (
                  <li key={id} className="flex gap-3">
                    <Icon className="mt-0.5 size-6 shrink-0 text-brand-700 dark:text-brand-300" />
                    <div>
                      <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
                      <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      <ProductFeaturesSection
        heading={
          <>
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
              {t('featuresLabel')}
            </p>
            <h2
              id="features-heading"
              className="mt-3 max-w-2xl font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white"
            >
              {t(`${product}.features.heading`)}
            </h2>
          </>
        }
        features={features}
      />

      <section
        id={BETA_SIGNUP_ANCHOR}
        aria-labelledby="beta-signup-heading"
        className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8"
      >
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
              {t('betaSignupLabel')}
            </p>
            <h2
              id="beta-signup-heading"
              className="mt-3 font-bold text-3xl text-slate-900 tracking-tight dark:text-white"
            >
              {t(`${product}.betaSignup.heading`)}
            </h2>
            <p className="mt-4 text-slate-700 leading-relaxed dark:text-slate-300">
              {t(`${product}.betaSignup.intro`)}
            </p>
            <ul className="mt-6 space-y-3">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-400/15 dark:text-brand-200">
                    <CheckIcon className="size-4" />
                  </span>
                  <span className="text-slate-800 dark:text-slate-200">{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-200/60 sm:p-8 lg:col-span-3 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none">
            <h3 className="mb-6 font-semibold text-slate-900 text-xl dark:text-white">
              {t(`${product}.betaSignup.formHeading`)}
            </h3>
            {betaSignupForm}
          </div>
        </div>
      </section>

      <section aria-labelledby="final-cta-heading" className="px-4 pb-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl rounded-3xl bg-gradient-to-br from-brand-800 to-blue-800 px-6 py-14 text-center sm:px-12">
          <h2 id="final-cta-heading" className="font-bold text-3xl text-white tracking-tight">
            {t(`${product}.finalCta.heading`)}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-brand-50 text-lg">{t(`${product}.finalCta.body`)}</p>
          <ButtonAnchor href={betaSignupHref} variant="inverse" className="mt-8">
            {t(`${product}.finalCta.action`)}
          </ButtonAnchor>
        </div>
      </section>
    </>
  );
}
