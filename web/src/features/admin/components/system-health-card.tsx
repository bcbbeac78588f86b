import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { WarningIcon } from '../../../components/ui/icons';
import { PageState } from '../../../components/ui/page-state';
import { type SystemHealth, useSystemHealth } from '../../../entities/platform/api/get-system-health';
import { currentLanguage } from '../../../lib/i18n';
import { formatCount, formatDateTime, formatRelativeTime } from '../utils/format';
import { AdminCard } from './admin-page';
import '../i18n';

type Queue = SystemHealth['queues'][number];

function HealthFigures({ health }: { health: SystemHealth }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  // Relative to the server's check time, so the figure does not depend on the viewer's clock.
  const checkedAt = Date.parse(health.checkedAt);
  const troubled = health.queues.filter((queue) => queue.deadLetters > 0);
  const count = (value: number) => formatCount(value, language);
  const columns: DataColumn<Queue>[] = [
    {
      id: 'queue',
      header: t('settings.health.queue'),
      rowHeader: true,
      className: 'font-medium',
      cell: (queue) => t(`settings.health.queues.${queue.name}`),
    },
    { id: 'waiting', header: t('settings.health.waiting'), align: 'right', cell: (queue) => count(queue.waiting) },
    { id: 'inFlight', header: t('settings.health.inFlight'), align: 'right', cell: (queue) => count(queue.inFlight) },
    {
      id: 'deadLetters',
      header: t('settings.health.deadLetters'),
      align: 'right',
      cell: (queue) => (
        <span
          className={
            queue.deadLetters > 0
              ? 'rounded-full bg-red-100 px-2 py-0.5 font-bold text-red-800 dark:bg-red-400/15 dark:text-red-200'
              : ''
          }
        >
          {count(queue.deadLetters)}
        </span>
      ),
    },
  ];
  return (
    <>
      {troubled.length > 0 && (
        <ul className="mt-4 space-y-2">
          {troubled.map((queue) => (
            <li
              key={queue.name}
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-800 text-sm dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-200"
            >
              <WarningIcon className="mt-0.5 size-4 shrink-0" />
              {t('settings.health.deadLettersAlert', {
                count: queue.deadLetters,
                queue: t(`settings.health.queues.${queue.name}`),
              })}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <DataTable
          rows={health.queues}
          columns={columns}
          rowId={(queue) => queue.name}
          caption={t('settings.health.queuesCaption')}
          empty={t('settings.health.noQueues')}
        />
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
          <dt className="text-slate-600 text-xs dark:text-slate-300">{t('settings.health.lastStreamEvent')}</dt>
          <dd className="mt-1 font-semibold text-slate-900 dark:text-white">
            {health.lastStreamEventAt ? (
              <time dateTime={health.lastStreamEventAt} title={formatDateTime(health.lastStreamEventAt, language)}>
                {formatRelativeTime(health.lastStreamEventAt, checkedAt, language)}
              </time>
            ) : (
              t('settings.health.never')
            )}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
          <dt className="text-slate-600 text-xs dark:text-slate-300">{t('settings.health.mailSentToday')}</dt>
          <dd className="mt-1 font-semibold text-slate-900 tabular-nums dark:text-white">
            {count(health.mailSentToday)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-slate-600 text-xs dark:text-slate-400">
        {t('settings.health.checkedAt', { time: formatDateTime(health.checkedAt, language) })}
      </p>
    </>
  );
}

/** System Health: the queues (dead letters stand out), the table stream's last event, mail sent today; every 15 s. */
export function SystemHealthCard() {
  const { t } = useTranslation('admin');
  const health = useSystemHealth();
  const failed = health.isError && (
    <PageState
      kind="error"
      className="mt-4"
      message={t('settings.health.loadFailed')}
      onRetry={() => void health.refetch()}
    />
  );
  return (
    <AdminCard
      headingId="system-health-heading"
      title={t('settings.health.title')}
      description={t('settings.health.description')}
    >
      {health.isPending ? (
        <PageState kind="loading" compact message={t('settings.health.loading')} />
      ) : (
        <>
          {failed}
          {health.data && <HealthFigures health={health.data} />}
        </>
      )}
    </AdminCard>
  );
}
