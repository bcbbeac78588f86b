import type { AuditEventRow } from '@lunia/shared/api/schemas/admin-audit';
import { useAuditFormat } from '../../lib/audit/audit-format';
import { type DataColumn, DataTable } from '../ui/data-table';

/**
 * Audit events, newest first: time (in the viewer's language), actor and role, action, target (by
 * name, with its id) and reason/details. With `onActorFilter`, each actor who is a person can be made the filter.
 * A table from 640 px up; on a phone a list of cards with the same contents.
 */
export function AuditEventsTable({
  events,
  caption,
  onActorFilter,
}: {
  events: AuditEventRow[];
  caption: string;
  onActorFilter?: ((actorId: string) => void) | undefined;
}) {
  const format = useAuditFormat();
  const { t } = format;
  /** The organization's or person's name, or the document's type, as the server resolved it. */
  const targetName = (event: AuditEventRow): string | null =>
    event.targetDocumentType
      ? t(`documentTypes.${event.targetDocumentType}`, { defaultValue: event.targetDocumentType })
      : event.targetName;
  const actorCell = (event: AuditEventRow) => {
    const actor = format.actor(event);
    return (
      <>
        <span className="block font-medium">{actor}</span>
        <span className="block text-slate-600 text-xs dark:text-slate-400">{format.role(event.actorRole)}</span>
        {onActorFilter && event.actorId && (
          <button
            type="button"
            aria-label={t('table.filterByActorLabel', { name: actor })}
            onClick={() => onActorFilter(event.actorId as string)}
            className="mt-1 rounded text-brand-700 text-xs underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:focus-visible:outline-brand-300 dark:hover:text-brand-200"
          >
            {t('table.filterByActor')}
          </button>
        )}
      </>
    );
  };
  const targetCell = (event: AuditEventRow) => {
    const name = targetName(event);
    return (
      <>
        <span className="block text-slate-600 text-xs dark:text-slate-400">{format.targetType(event.targetType)}</span>
        {name && <span className="block font-medium">{name}</span>}
        {event.targetEmail && <span className="block break-all text-sm">{event.targetEmail}</span>}
        <span className="block break-all font-mono text-slate-600 text-xs dark:text-slate-400">{event.targetId}</span>
      </>
    );
  };
  const columns: DataColumn<AuditEventRow>[] = [
    {
      id: 'time',
      header: t('table.time'),
      className: 'whitespace-nowrap',
      sortValue: (event) => event.at,
      cell: (event) => <time dateTime={event.at}>{format.time(event.at)}</time>,
    },
    {
      id: 'actor',
      header: t('table.actor'),
      sortValue: (event) => format.actor(event),
      cell: actorCell,
    },
    {
      id: 'action',
      header: t('table.action'),
      rowHeader: true,
      className: 'font-medium',
      sortValue: (event) => format.action(event.action),
      cell: (event) => format.action(event.action),
    },
    {
      id: 'target',
      header: t('table.target'),
      sortValue: (event) => targetName(event) ?? '',
      cell: targetCell,
    },
    {
      id: 'details',
      header: t('table.details'),
      className: 'max-w-md break-words text-slate-700 dark:text-slate-300',
      cell: (event) => format.details(event) || '—',
    },
  ];
  return (
    <>
      {/* A phone (under 640 px): one card per event, nothing scrolls sideways (issue 40 item 12). */}
      <ol aria-label={caption} className="space-y-3 sm:hidden">
        {events.map((event) => (
          <li
            key={event.id}
            className="rounded-xl border border-slate-200 bg-white p-4 text-slate-900 text-sm shadow-xs dark:border-slate-800 dark:bg-slate-900 dark:text-white"
          >
            <p className="font-semibold">{format.action(event.action)}</p>
            <p className="text-slate-600 text-xs dark:text-slate-400">
              <time dateTime={event.at}>{format.time(event.at)}</time>
            </p>
            <dl className="mt-3 space-y-2">
              <div>
                <dt className="text-slate-600 text-xs dark:text-slate-400">{t('table.actor')}</dt>
                <dd className="break-words">{actorCell(event)}</dd>
              </div>
              <div>
                <dt className="text-slate-600 text-xs dark:text-slate-400">{t('table.target')}</dt>
                <dd className="break-words">{targetCell(event)}</dd>
              </div>
              <div>
                <dt className="text-slate-600 text-xs dark:text-slate-400">{t('table.details')}</dt>
                <dd className="break-words text-slate-700 dark:text-slate-300">{format.details(event) || '—'}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
      <div className="hidden sm:block">
        <DataTable
          rows={events}
          columns={columns}
          rowId={(event) => event.id}
          caption={caption}
          minWidth="min-w-[52rem]"
          empty={t('table.empty')}
        />
      </div>
    </>
  );
}
