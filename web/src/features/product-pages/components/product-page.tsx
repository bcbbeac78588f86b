import type { BetaProduct } from '@lunia/shared/domain/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonAnchor } from '../../../components/ui/button';
import type { IconCard } from '../../../components/ui/icon-cards';
import { CheckIcon } from '../../../components/ui/icons';
import { FinalCallToAction, SectionHeading } from '../../../components/ui/page-sections';
import { useScrollToHashOnMount } from '../../../lib/use-scroll-to-hash-on-mount';
import { BETA_SIGNUP_ANCHOR } from '../../../paths';
import { ProductFeaturesSection } from './product-features-section';
import { ProblemSection, ProductHero } from './product-sections';

interface ProductPageProps {
  product: BetaProduct;
  /** Four feature cards (spec §2). */
  features: readonly IconCard[];
  /** Extra points under the problem statement (Vault: patient-owned, pharmacy-integrated). */
  highlights?: readonly IconCard[];
  /** The signup form, composed in by the app so this feature does not import another. */
  betaSignupForm: ReactNode;
}

/** Decorative tile of the four feature icons beside the hero text on large screens. */
function HeroArtwork({ features }: { features: readonly IconCard[] }) {
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

/** Vault's points under the problem statement. */
function Highlights({ highlights }: { highlights: readonly IconCard[] }) {
  return (
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
  );
}

/** #beta-signup: what a beta pharmacy gets, beside the signup form. */
function BetaSignupSection({ product, betaSignupForm }: { product: BetaProduct; betaSignupForm: ReactNode }) {
  const { t } = useTranslation('product-pages');
  const benefits = Object.values(t(`${product}.betaSignup.benefits`, { returnObjects: true }));
  return (
    <section
      id={BETA_SIGNUP_ANCHOR}
      aria-labelledby="beta-signup-heading"
      className="mx-auto max-w-6xl px-4 pt-20 sm:px-6 lg:px-8"
    >
      <div className="grid gap-12 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <SectionHeading
            id="beta-signup-heading"
            eyebrow={t('betaSignupLabel')}
            title={t(`${product}.betaSignup.heading`)}
            intro={t(`${product}.betaSignup.intro`)}
          />
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
  );
}

/** The layout shared by /core and /vault: hero, problem, features, #beta-signup, final call to action. */
export function ProductPage({ product, features, highlights, betaSignupForm }: ProductPageProps) {
  const { t } = useTranslation('product-pages');
  useScrollToHashOnMount();
  const betaSignupHref = `#${BETA_SIGNUP_ANCHOR}`;
  return (
    <>
      <ProductHero
        product={product}
        status={product === 'core' ? 'beta' : 'waitlist'}
        primaryAction={<ButtonAnchor href={betaSignupHref}>{t(`${product}.hero.primaryAction`)}</ButtonAnchor>}
        artwork={<HeroArtwork features={features} />}
      />
      <ProblemSection product={product}>
        {highlights && highlights.length > 0 && <Highlights highlights={highlights} />}
      </ProblemSection>
      <ProductFeaturesSection product={product} features={features} />
      <BetaSignupSection product={product} betaSignupForm={betaSignupForm} />
      <FinalCallToAction title={t(`${product}.finalCta.heading`)} body={t(`${product}.finalCta.body`)}>
        <ButtonAnchor href={betaSignupHref} variant="inverse">
          {t(`${product}.finalCta.action`)}
        </ButtonAnchor>
      </FinalCallToAction>
    </>
  );
}
