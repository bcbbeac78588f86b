import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, MailIcon, MapPinIcon } from '../../../components/ui/icons';
import { cardClasses, iconTileClasses, PageHero, textLinkClasses } from '../../../components/ui/page-sections';
import { companyContacts } from '../../../lib/company-contacts';
import { registerLanguageChunks } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

// This page's strings in the visitor's language only (a chunk per language; see lib/i18n.ts).
registerLanguageChunks('contact', {
  en: () => import('../../../locales/en/contact.json'),
  es: () => import('../../../locales/es/contact.json'),
});

/** The info panel's entries; the email one links the general address, the visit one names the place. */
const infoItems = [
  { id: 'email', Icon: MailIcon },
  { id: 'visit', Icon: MapPinIcon },
  { id: 'response', Icon: ClockIcon },
] as const;

/**
 * /contact: the contact form and the info panel (email, location, response time). The form is composed in
 * by app/routes/contact-route.tsx (an island of the prerendered page).
 */
export function ContactPage({ form }: { form: ReactNode }) {
  const { t } = useTranslation('contact');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-5 lg:px-8">
        <section aria-labelledby="contact-form-heading" className={`${cardClasses} sm:p-8 lg:col-span-3`}>
          <h2 id="contact-form-heading" className="mb-6 font-semibold text-slate-900 text-xl dark:text-white">
            {t('form.heading')}
          </h2>
          {form}
        </section>
        <section aria-labelledby="contact-info-heading" className="lg:col-span-2">
          <h2 id="contact-info-heading" className="font-semibold text-slate-900 text-xl dark:text-white">
            {t('info.heading')}
          </h2>
          <ul className="mt-6 space-y-6">
            {infoItems.map(({ id, Icon }) => (
              <li key={id} className="flex gap-4">
                <span className={`${iconTileClasses} shrink-0`}>
                  <Icon className="size-6" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900 dark:text-white">{t(`info.${id}.title`)}</h3>
                  {id === 'visit' && (
                    <p className="mt-1 font-medium text-slate-900 text-sm dark:text-slate-100">
                      {t('info.visit.location')}
                    </p>
                  )}
                  <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">
                    {t(`info.${id}.description`)}
                    {id === 'email' && (
                      <>
                        {' '}
                        <a href={`mailto:${companyContacts.general}`} className={textLinkClasses}>
                          {companyContacts.general}
                        </a>
                      </>
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
