import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonAnchor } from '../../../components/ui/button';
import { IconCards, iconCards } from '../../../components/ui/icon-cards';
import { BuildingIcon, PlugIcon, RocketIcon, StethoscopeIcon } from '../../../components/ui/icons';
import { cardClasses, PageHero, SectionHeading } from '../../../components/ui/page-sections';
import { registerLanguageChunks } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

// This page's strings in the visitor's language only (a chunk per language; see lib/i18n.ts).
registerLanguageChunks('partners', {
  en: () => import('../../../locales/en/partners.json'),
  es: () => import('../../../locales/es/partners.json'),
});

const partnerTypeIcons = {
  pharmacies: BuildingIcon,
  clinics: StethoscopeIcon,
  startups: RocketIcon,
  vendors: PlugIcon,
};

const inquiryAnchor = 'partner-inquiry';

/**
 * /partners: the four kinds of partner and the inquiry form, composed in by app/routes/partners-route.tsx
 * (an island of the prerendered page).
 */
export function PartnersPage({ form }: { form: ReactNode }) {
  const { t } = useTranslation('partners');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <ButtonAnchor href={`#${inquiryAnchor}`}>{t('hero.action')}</ButtonAnchor>
      </PageHero>

      <section aria-labelledby="partner-types-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="partner-types-heading" title={t('types.heading')} intro={t('types.intro')} />
        <IconCards cards={iconCards(partnerTypeIcons, t('types', { returnObjects: true }))} className="mt-10" />
      </section>

      <section
        id={inquiryAnchor}
        aria-labelledby="partner-inquiry-heading"
        className="border-slate-200 border-t bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50"
      >
        <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-2">
            <SectionHeading id="partner-inquiry-heading" title={t('form.heading')} intro={t('form.intro')} />
          </div>
          <div className={`${cardClasses} sm:p-8 lg:col-span-3`}>{form}</div>
        </div>
      </section>
    </>
  );
}
