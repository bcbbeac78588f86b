import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type ReminderJob, useReminderJobs } from '../../../entities/reminders/api/list-reminder-jobs';
import { currentLanguage } from '../../../lib/i18n';
import { formatCount, formatDateTime } from '../utils/format';
import { adminCardClasses, LoadError, SectionLoading } from './admin-page';
import '../i18n';

const statusClasses: Record<ReminderJob['status'], string> = {
  running: 'bg-sky-100 text-sky-800 dark:bg-sky-400/10 dark:text-sky-200',
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200',
};

const COUNTS = ['total', 'sent', 'failed', 'pending'] as const;

/** The document-reminder jobs, newest first, with their progress (Load more pages further back). */
export function ReminderJobsSection() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  const jobs = useReminderJobs();
  const rows = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];
  return (
    <section aria-labelledby="reminder-jobs-heading" className={adminCardClasses}>
      <h2 id="reminder-jobs-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
        {t('settings.reminders.title')}
      </h2>
      <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('settings.reminders.description')}</p>
      {jobs.isPending ? (
        <SectionLoading message={t('settings.reminders.loading')} />
      ) : jobs.isError && rows.length === 0 ? (
        <div className="mt-4">
          <LoadError
            message={t('settings.reminders.loadFailed')}
            onRetry={() => void jobs.refetch()}
            retrying={jobs.isFetching}
          />
        </div>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-slate-600 text-sm dark:text-slate-400">{t('settings.reminders.empty')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('settings.reminders.caption')}</caption>
            <thead className="border-slate-200 border-b text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('settings.reminders.created')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('settings.reminders.by')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('settings.reminders.kind')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('settings.reminders.language')}
                </th>
                {COUNTS.map((key) => (
                  <th key={key} scope="col" className="py-2 pr-4 text-right font-medium">
                    {t(`settings.reminders.${key}`)}
                  </th>
                ))}
                <th scope="col" className="py-2 font-medium">
                  {t('settings.reminders.status')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {rows.map((job) => (
                <tr key={job.id} className="text-slate-900 dark:text-white">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={job.createdAt}>{formatDateTime(job.createdAt, language)}</time>
                  </td>
                  <td className="py-2 pr-4">{job.createdBy.name}</td>
                  <td className="py-2 pr-4">{t(`settings.reminders.kinds.${job.kind}`)}</td>
                  <td className="py-2 pr-4">{t(`settings.reminders.languages.${job.language}`)}</td>
                  {COUNTS.map((key) => (
                    <td
                      key={key}
                      className={`py-2 pr-4 text-right tabular-nums ${key === 'failed' && job.failed > 0 ? 'font-bold text-red-700 dark:text-red-300' : ''}`}
                    >
                      {formatCount(job[key], language)}
                    </td>
                  ))}
                  <td className="py-2">
                    <span
                      className={`inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs ${statusClasses[job.status]}`}
                    >
                      {t(`settings.reminders.statuses.${job.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {jobs.isError && rows.length > 0 && (
        <div className="mt-4">
          <LoadError
            message={t('settings.reminders.loadFailed')}
            onRetry={() => void jobs.fetchNextPage()}
            retrying={jobs.isFetching}
          />
        </div>
      )}
      {jobs.hasNextPage && !jobs.isError && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => void jobs.fetchNextPage()} disabled={jobs.isFetchingNextPage}>
            {jobs.isFetchingNextPage ? t('common.loadingMore') : t('common.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
