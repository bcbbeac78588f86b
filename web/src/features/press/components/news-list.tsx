import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** Spec §2: four dated news items, newest first. */
const newsItems = [
  { id: 'coreBeta', date: '2025-01-15' },
  { id: 'vaultWaitlist', date: '2024-12-10' },
  { id: 'shiftLabor', date: '2024-11-19' },
  { id: 'bookrxMilestone', date: '2024-10-29' },
] as const;

/** Each item's "read more" discloses the rest of the story in place (works without JavaScript too). */
export function NewsList() {
  const { t, i18n } = useTranslation('press');
  const language = currentLanguage(i18n.language);
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-2">
      {newsItems.map(({ id, date }) => {
        const title = t(`news.items.${id}.title`);
        return (
          <li key={id}>
            <article
              aria-labelledby={`news-${id}`}
              className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <time dateTime={date} className="font-medium text-brand-700 text-sm dark:text-brand-300">
                {formatDate(date, language)}
              </time>
              <h3 id={`news-${id}`} className="mt-2 font-semibold text-lg text-slate-900 dark:text-white">
                {title}
              </h3>
              <p className="mt-2 text-slate-700 text-sm leading-relaxed dark:text-slate-300">
                {t(`news.items.${id}.excerpt`)}
              </p>
              <details className="group mt-4">
                <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded font-semibold text-brand-700 text-sm hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200 [&::-webkit-details-marker]:hidden">
                  {t('news.readMore')}
                  <span className="sr-only"> {t('news.readMoreAbout', { title })}</span>
                  <span aria-hidden="true" className="transition-transform group-open:rotate-90">
                    ›
                  </span>
                </summary>
                <p className="mt-3 text-slate-700 text-sm leading-relaxed dark:text-slate-300">
                  {t(`news.items.${id}.body`)}
                </p>
              </details>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
