import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { FinalCallToAction, PageHero, SectionHeading } from '../../../components/ui/page-sections';
import { currentLanguage, registerLanguageChunks } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import type enPricing from '../../../locales/en/pricing.json';
import { paths } from '../../../paths';
import { PricingTable } from '../components/pricing-table';
import { formatPrice, planExample, planPrices, pricedPlans } from '../pricing-catalogue';

declare module '../../../lib/i18n' {
  interface I18nNamespaces {
    pricing: typeof enPricing;
  }
}

// This page's strings in the visitor's language only (a chunk per language; see lib/i18n.ts).
registerLanguageChunks('pricing', {
  en: () => import('../../../locales/en/pricing.json'),
  es: () => import('../../../locales/es/pricing.json'),
});

/** The plan in the worked example under the table. */
const EXAMPLE_LOCATIONS = 3;

/**
 * /pricing: what each module costs per pharmacy location, from the catalogue the checkout charges from
 * (pricing-catalogue.ts), how locations are counted, and the way in (a free ID).
 */
export function PricingPage() {
  const { t, i18n } = useTranslation('pricing');
  const language = currentLanguage(i18n.language);
  const prices = planPrices();
  const money = (cents: number) => formatPrice(cents, prices.currency, language);
  const first = money(prices.firstLocationCents);
  const extra = money(prices.extraLocationCents);
  const worked = planExample(EXAMPLE_LOCATIONS);
  usePageMeta({ title: t('meta.title'), description: t('meta.description', { first, extra }) });
  const rules = [
    t('locations.listed'),
    t('locations.price', { first, extra }),
    t('locations.workedPlan', {
      locations: worked.locations,
      total: money(worked.totalCents),
      first,
      extraLocations: worked.extraLocations,
      extra,
    }),
    t('locations.free', { count: prices.freeLocations }),
    t('locations.maximum', { max: prices.maxLocations }),
    t('locations.verification'),
  ];
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <section aria-labelledby="prices-heading" className="mx-auto max-w-4xl px-4 pb-16 sm:px-6 lg:px-8">
        <SectionHeading id="prices-heading" title={t('table.heading')} intro={t('table.intro')} />
        <PricingTable plans={pricedPlans()} language={language} />
        <p className="mt-4 text-slate-700 text-sm leading-relaxed dark:text-slate-300">{t('table.samePlan')}</p>
      </section>

      <section
        aria-labelledby="locations-heading"
        className="border-slate-200 border-t bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50"
      >
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
          <SectionHeading id="locations-heading" title={t('locations.heading')} />
          <ul className="mt-8 list-disc space-y-3 pl-5 text-slate-700 leading-relaxed marker:text-brand-700 dark:text-slate-300 dark:marker:text-brand-300">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
      </section>

      <FinalCallToAction title={t('cta.heading')} body={t('cta.body')}>
        <ButtonLink to={paths.register} variant="inverse">
          {t('cta.register')}
        </ButtonLink>
        <ButtonLink to={paths.contact} variant="inverseOutline">
          {t('cta.contact')}
        </ButtonLink>
      </FinalCallToAction>
    </>
  );
}
