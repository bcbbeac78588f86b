import { useTranslation } from 'react-i18next';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { IconCards, iconCards } from '../../../components/ui/icon-cards';
import {
  ClipboardFlowIcon,
  LockIcon,
  QuoteIcon,
  ShieldCheckIcon,
  StorefrontLinkIcon,
  UserKeyIcon,
  UsersIcon,
  ZapIcon,
} from '../../../components/ui/icons';
import { FinalCallToAction, SectionHeading } from '../../../components/ui/page-sections';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { ProductCardGrid } from '../components/product-card-grid';

const productsSectionId = 'products';

const missionStats = ['professionals', 'pharmacies', 'fillRate'] as const;

const reasonIcons = {
  pharmacyFirst: StorefrontLinkIcon,
  connected: UserKeyIcon,
  compliance: ClipboardFlowIcon,
  support: UsersIcon,
};

const trustBadges = [
  { id: 'hipaa', Icon: ShieldCheckIcon },
  { id: 'encryption', Icon: LockIcon },
  { id: 'tls', Icon: ZapIcon },
  { id: 'audit', Icon: ClipboardFlowIcon },
] as const;

/** `/`: hero, mission, the four products, why Lunia, a testimonial, trust badges and a final call to action. */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-white to-white dark:from-brand-950 dark:via-slate-950 dark:to-slate-950">
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

      <section aria-labelledby="mission-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading id="mission-heading" eyebrow={t('mission.eyebrow')} title={t('mission.heading')} />
            <p className="mt-6 text-lg text-slate-700 leading-relaxed dark:text-slate-300">{t('mission.body')}</p>
          </div>
          <dl className="grid gap-6 sm:grid-cols-3 lg:grid-cols-1">
            {missionStats.map((stat) => (
              <div key={stat} className="rounded-2xl bg-brand-50 p-6 dark:bg-brand-400/10">
                <dt className="text-slate-700 text-sm dark:text-slate-300">{t(`mission.stats.${stat}.label`)}</dt>
                <dd className="order-first font-bold text-3xl text-brand-800 tracking-tight dark:text-brand-200">
                  {t(`mission.stats.${stat}.value`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section
        id={productsSectionId}
        aria-labelledby="products-heading"
        className="border-slate-200 border-y bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50"
      >
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionHeading id="products-heading" title={t('products.heading')} intro={t('products.intro')} />
          <div className="mt-10">
            <ProductCardGrid />
          </div>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="why-heading" eyebrow={t('whyChoose.eyebrow')} title={t('whyChoose.heading')} />
        <IconCards cards={iconCards(reasonIcons, t('whyChoose.reasons', { returnObjects: true }))} className="mt-12" />
      </section>

      <section aria-labelledby="testimonial-heading" className="bg-brand-950 dark:bg-slate-900">
        <figure className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 lg:px-8">
          <h2 id="testimonial-heading" className="font-semibold text-brand-200 text-sm uppercase tracking-wider">
            {t('testimonial.label')}
          </h2>
          <QuoteIcon className="mx-auto mt-6 size-10 text-brand-300" />
          <blockquote className="mt-6 font-medium text-white text-xl leading-relaxed sm:text-2xl">
            <p>{t('testimonial.quote')}</p>
          </blockquote>
          <figcaption className="mt-8">
            <p className="font-semibold text-white">{t('testimonial.name')}</p>
            <p className="mt-1 text-brand-100 text-sm">{t('testimonial.role')}</p>
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="trust-heading" className="mx-auto max-w-6xl px-4 pt-20 sm:px-6 lg:px-8">
        <h2
          id="trust-heading"
          className="text-center font-semibold text-lg text-slate-900 tracking-tight dark:text-white"
        >
          {t('trust.heading')}
        </h2>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {trustBadges.map(({ id, Icon }) => (
            <li
              key={id}
              className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 font-medium text-slate-800 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
            >
              <Icon className="size-5 text-brand-700 dark:text-brand-300" />
              {t(`trust.badges.${id}`)}
            </li>
          ))}
        </ul>
      </section>

      <FinalCallToAction title={t('finalCta.heading')} body={t('finalCta.body')}>
        <ButtonLink to={paths.register} variant="inverse">
          {t('finalCta.createId')}
        </ButtonLink>
        <ButtonLink to={paths.contact} variant="inverseOutline">
          {t('finalCta.scheduleDemo')}
        </ButtonLink>
      </FinalCallToAction>
    </>
  );
}
