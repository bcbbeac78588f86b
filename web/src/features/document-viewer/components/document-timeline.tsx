import { useTranslation } from 'react-i18next';
import { useDocumentTimeline } from '../../../entities/documents/api/get-document-timeline';
import { currentLanguage } from '../../../lib/i18n';
import '../i18n';

const locales = { en: 'en-US', es: 'es-PR' } as const;

/** The document's audit trail, newest last, as a list (owners see roles, admins also see names). */
export function DocumentTimeline({ documentId }: { documentId: string }) {
  const { t, i18n } = useTranslation('document-viewer');
  const timeline = useDocumentTimeline(documentId);
  const format = new Intl.DateTimeFormat(locales[currentLanguage(i18n.language)], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section aria-labelledby="timeline-heading" className="text-sm">
      <h2 id="timeline-heading" className="font-semibold text-white">
        {t('timeline.title')}
      </h2>
      {timeline.isPending && <p className="mt-2 text-slate-300">{t('timeline.loading')}</p>}
      {timeline.isError && <p className="mt-2 text-red-300">{t('timeline.failed')}</p>}
      {timeline.data?.length === 0 && <p className="mt-2 text-slate-300">{t('timeline.empty')}</p>}
      {timeline.data && timeline.data.length > 0 && (
        <ol className="mt-3 space-y-3 border-slate-600 border-l pl-4">
          {timeline.data.map((event) => (
            <li key={event.id}>
              <p className="font-medium text-white">{t(`timeline.actions.${event.action}`)}</p>
              <p className="text-slate-300 text-xs">
                <time dateTime={event.at}>{format.format(new Date(event.at))}</time> ·{' '}
                {event.actorName ?? t(`timeline.actors.${event.actor}`)}
              </p>
              {event.reason && (
                <p className="mt-0.5 text-slate-200">{t('timeline.reason', { reason: event.reason })}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
