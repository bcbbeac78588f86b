import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../../components/ui/icons';
import {
  cardClasses,
  iconTileClasses,
  PageHero,
  SectionHeading,
  textLinkClasses,
} from '../../../components/ui/page-sections';
import { companyContacts } from '../../../lib/company-contacts';
import { registerLanguageChunks } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { MediaKit } from '../components/media-kit';
import { NewsList } from '../components/news-list';

// This page's strings in the visitor's language only (a chunk per language; see lib/i18n.ts).
registerLanguageChunks('press', {
  en: () => import('../../../locales/en/press.json'),
  es: () => import('../../../locales/es/press.json'),
});

const contacts = [
  { id: 'press', email: companyContacts.press },
  { id: 'business', email: companyContacts.business },
] as const;

/** /press: news, the media kit and the press and business contacts. */
export function PressPage() {
  const { t } = useTranslation('press');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <section aria-labelledby="news-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <SectionHeading id="news-heading" title={t('news.heading')} />
        <NewsList />
      </section>

      <section
        id="media-kit"
        aria-labelledby="media-kit-heading"
        className="border-slate-200 border-y bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50"
      >
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
          <SectionHeading id="media-kit-heading" title={t('mediaKit.heading')} intro={t('mediaKit.intro')} />
          <MediaKit />
        </div>
      </section>

      <section aria-labelledby="press-contacts-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="press-contacts-heading" title={t('contacts.heading')} />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {contacts.map(({ id, email }) => (
            <li key={id} className={`${cardClasses} flex gap-4`}>
              <span className={`${iconTileClasses} shrink-0`}>
                <MailIcon className="size-6" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900 dark:text-white">{t(`contacts.${id}.title`)}</h3>
                <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">{t(`contacts.${id}.description`)}</p>
                <a href={`mailto:${email}`} className={`mt-2 inline-block text-sm ${textLinkClasses}`}>
                  {email}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
