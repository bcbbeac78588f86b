import { useTranslation } from 'react-i18next';
import { ButtonAnchor } from '../../../components/ui/button';
import { BuildingIcon, PlugIcon, RocketIcon, StethoscopeIcon } from '../../../components/ui/icons';
import { cardClasses, iconTileClasses, PageHero, SectionHeading } from '../../../components/ui/page-sections';
import { registerLanguageChunks } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PartnerInquiryForm } from '../components/partner-inquiry-form';

// This page's strings in the visitor's language only (a chunk per language; see lib/i18n.ts).
registerLanguageChunks('partners', {
  en: () => import('../../../locales/en/partners.json'),
  es: () => import('../../../locales/es/partners.json'),
});

const partnerTypes = [
  { id: 'pharmacies', Icon: BuildingIcon },
  { id: 'clinics', Icon: StethoscopeIcon },
  { id: 'startups', Icon: RocketIcon },
  { id: 'vendors', Icon: PlugIcon },
] as const;

const inquiryAnchor = 'partner-inquiry';

/** /partners: the four kinds of partner and the inquiry form. */
export function PartnersPage() {
  const { t } = useTranslation('partners');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <ButtonAnchor href={`#${inquiryAnchor}`}>{t('hero.action')}</ButtonAnchor>
      </PageHero>

      <section aria-labelledby="partner-types-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="partner-types-heading" title={t('types.heading')} intro={t('types.intro')} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {partnerTypes.map(({ id, Icon }) => (
            <li key={id} className={cardClasses}>
              <span className={iconTileClasses}>
                <Icon className="size-6" />
              </span>
              <h3 className="mt-5 font-semibold text-lg text-slate-900 dark:text-white">{t(`types.${id}.title`)}</h3>
              <p className="mt-2 text-slate-600 text-sm leading-relaxed dark:text-slate-400">
                {t(`types.${id}.description`)}
              </p>
            </li>
          ))}
        </ul>
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
          <div className={`${cardClasses} sm:p-8 lg:col-span-3`}>
            <PartnerInquiryForm />
          </div>
        </div>
      </section>
    </>
  );
}
