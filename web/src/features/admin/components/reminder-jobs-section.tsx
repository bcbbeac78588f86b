import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { type ReminderJob, useReminderJobs } from '../../../entities/reminders/api/list-reminder-jobs';
import { currentLanguage } from '../../../lib/i18n';
import { formatCount, formatDateTime } from '../utils/format';
import { pagedTableState } from '../utils/list-table-state';
import { AdminCard } from './admin-page';
import '../i18n';

const statusClasses: Record<ReminderJob['status'], string> = {
  running: 'bg-sky-100 text-sky-800 dark:bg-sky-400/10 dark:text-sky-200',
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200',
};

const COUNTS = ['total', 'sent', 'failed', 'suppressed', 'unsubscribed', 'pending'] as const;
const LANGUAGES = ['en', 'es'] as const;

/** The document-reminder jobs, newest first, with their progress (Load more pages further back). */
export function ReminderJobsSection() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  const jobs = useReminderJobs();
  const rows = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];
  const columns: DataColumn<ReminderJob>[] = [
    {
      id: 'created',
      header: t('settings.reminders.created'),
      className: 'whitespace-nowrap',
      sortValue: (job) => job.createdAt,
      cell: (job) => <time dateTime={job.createdAt}>{formatDateTime(job.createdAt, language)}</time>,
    },
    { id: 'by', header: t('settings.reminders.by'), rowHeader: true, cell: (job) => job.createdBy.name },
    { id: 'kind', header: t('settings.reminders.kind'), cell: (job) => t(`settings.reminders.kinds.${job.kind}`) },
    {
      id: 'language',
      header: t('settings.reminders.language'),
      cell: (job) => t(`settings.reminders.languages.${job.language}`),
    },
    {
      // Each person reads their own language; the default speaks only to who never chose one (issue 39).
      id: 'byLanguage',
      header: t('settings.reminders.byLanguage'),
      cell: (job) =>
        LANGUAGES.map((each) =>
          t('settings.reminders.inLanguage', {
            language: t(`settings.reminders.languages.${each}`),
            n: job.sentByLanguage[each],
          }),
        ).join(' · '),
    },
    ...COUNTS.map(
      (key): DataColumn<ReminderJob> => ({
        id: key,
        header: t(`settings.reminders.${key}`),
        align: 'right',
        sortValue: (job) => job[key],
        cell: (job) => (
          <span className={key === 'failed' && job.failed > 0 ? 'font-bold text-red-700 dark:text-red-300' : ''}>
            {formatCount(job[key], language)}
          </span>
        ),
      }),
    ),
    {
      id: 'status',
      header: t('settings.reminders.status'),
      cell: (job) => (
        <span className={`inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs ${statusClasses[job.status]}`}>
          {t(`settings.reminders.statuses.${job.status}`)}
        </span>
      ),
    },
  ];
  return (
    <AdminCard
      headingId="reminder-jobs-heading"
      title={t('settings.reminders.title')}
      description={t('settings.reminders.description')}
    >
      <div className="mt-4">
        <DataTable
          rows={rows}
          columns={columns}
          rowId={(job) => job.id}
          caption={t('settings.reminders.caption')}
          loadingMessage={t('settings.reminders.loading')}
          empty={t('settings.reminders.empty')}
          minWidth="min-w-[48rem]"
          {...pagedTableState(jobs, t('settings.reminders.loadFailed'))}
        />
      </div>
    </AdminCard>
  );
}
