import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero, textLinkClasses } from '../../../components/ui/page-sections';
import { companyContacts } from '../../../lib/company-contacts';
import { formatDate } from '../../../lib/format';
import { currentLanguage, registerLanguageChunks } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

// This page's strings in the visitor's language only (a chunk per language; see lib/i18n.ts).
registerLanguageChunks('legal', {
  en: () => import('../../../locales/en/legal.json'),
  es: () => import('../../../locales/es/legal.json'),
});

/** Spec §2: the date the policies state. */
const LAST_UPDATED = '2025-01-27';

/**
 * /legal: privacy (default), terms, HIPAA and security as tabs, composed in by app/routes/legal-route.tsx
 * (an island of the prerendered page, given the policies' date in the page's language).
 */
export function LegalPage({ tabs }: { tabs: (props: { lastUpdated: string }) => ReactNode }) {
  const { t, i18n } = useTranslation('legal');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const lastUpdated = t('lastUpdated', { date: formatDate(LAST_UPDATED, currentLanguage(i18n.language)) });

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
        {tabs({ lastUpdated })}
        <aside
          aria-labelledby="legal-contact-heading"
          className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="legal-contact-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('contact.heading')}
          </h2>
          <ul className="mt-3 space-y-2 text-slate-700 text-sm dark:text-slate-300">
            {(
              [
                ['body', companyContacts.legal],
                ['privacy', companyContacts.privacy],
                ['security', companyContacts.security],
              ] as const
            ).map(([key, email]) => (
              <li key={key}>
                {t(`contact.${key}`)}{' '}
                <a href={`mailto:${email}`} className={textLinkClasses}>
                  {email}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
