import type { AuditEventRow } from '@lunia/shared/api/schemas/admin-audit';
import { useAuditFormat } from '../../lib/audit/audit-format';

const th = 'px-4 py-3 font-medium';
const td = 'px-4 py-3 align-top';

/**
 * Audit events, newest first: time (in the viewer's language), actor and role, action, target and
 * reason/details. With `onActorFilter`, each actor who is a person can be made the filter.
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
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-slate-200 border-b bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300">
          <tr>
            <th scope="col" className={th}>
              {t('table.time')}
            </th>
            <th scope="col" className={th}>
              {t('table.actor')}
            </th>
            <th scope="col" className={th}>
              {t('table.action')}
            </th>
            <th scope="col" className={th}>
              {t('table.target')}
            </th>
            <th scope="col" className={th}>
              {t('table.details')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-900 dark:divide-slate-800 dark:text-white">
          {events.map((event) => {
            const actor = format.actor(event);
            const details = format.details(event);
            return (
              <tr key={event.id}>
                <td className={`${td} whitespace-nowrap`}>
                  <time dateTime={event.at}>{format.time(event.at)}</time>
                </td>
                <td className={td}>
                  <span className="block font-medium">{actor}</span>
                  <span className="block text-slate-600 text-xs dark:text-slate-400">
                    {format.role(event.actorRole)}
                  </span>
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
                </td>
                <th scope="row" className={`${td} font-medium`}>
                  {format.action(event.action)}
                </th>
                <td className={td}>
                  <span className="block">{format.targetType(event.targetType)}</span>
                  <span className="block break-all font-mono text-slate-600 text-xs dark:text-slate-400">
                    {event.targetId}
                  </span>
                </td>
                <td className={`${td} max-w-md break-words text-slate-700 dark:text-slate-300`}>{details || '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
