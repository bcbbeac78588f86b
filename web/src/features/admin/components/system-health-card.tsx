import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/ui/icons';
import { type SystemHealth, useSystemHealth } from '../../../entities/platform/api/get-system-health';
import { currentLanguage } from '../../../lib/i18n';
import { formatCount, formatDateTime, formatRelativeTime } from '../utils/format';
import { adminCardClasses, LoadError, SectionLoading } from './admin-page';
import '../i18n';

function HealthFigures({ health }: { health: SystemHealth }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  // Relative to the server's check time, so the figure does not depend on the viewer's clock.
  const checkedAt = Date.parse(health.checkedAt);
  const troubled = health.queues.filter((queue) => queue.deadLetters > 0);
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
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('settings.health.queuesCaption')}</caption>
          <thead className="border-slate-200 border-b text-slate-600 dark:border-slate-700 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('settings.health.queue')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                {t('settings.health.waiting')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                {t('settings.health.inFlight')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('settings.health.deadLetters')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {health.queues.map((queue) => (
              <tr key={queue.name} className="text-slate-900 dark:text-white">
                <th scope="row" className="py-2 pr-4 text-left font-medium">
                  {t(`settings.health.queues.${queue.name}`)}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{formatCount(queue.waiting, language)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{formatCount(queue.inFlight, language)}</td>
                <td className="py-2 text-right tabular-nums">
                  <span
                    className={
                      queue.deadLetters > 0
                        ? 'rounded-full bg-red-100 px-2 py-0.5 font-bold text-red-800 dark:bg-red-400/15 dark:text-red-200'
                        : ''
                    }
                  >
                    {formatCount(queue.deadLetters, language)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
            {formatCount(health.mailSentToday, language)}
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
  return (
    <section aria-labelledby="system-health-heading" className={adminCardClasses}>
      <h2 id="system-health-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
        {t('settings.health.title')}
      </h2>
      <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('settings.health.description')}</p>
      {health.isPending ? (
        <SectionLoading message={t('settings.health.loading')} />
      ) : health.isError && !health.data ? (
        <div className="mt-4">
          <LoadError
            message={t('settings.health.loadFailed')}
            onRetry={() => void health.refetch()}
            retrying={health.isFetching}
          />
        </div>
      ) : (
        <>
          {health.isError && (
            <div className="mt-4">
              <LoadError
                message={t('settings.health.loadFailed')}
                onRetry={() => void health.refetch()}
                retrying={health.isFetching}
              />
            </div>
          )}
          <HealthFigures health={health.data} />
        </>
      )}
    </section>
  );
}
