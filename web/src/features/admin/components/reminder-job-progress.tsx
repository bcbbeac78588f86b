import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { useReminderJob } from '../../../entities/reminders/api/get-reminder-job';
import type { BulkReminderStarted } from './bulk-reminder-form';
import '../users-i18n';

const COUNTS = ['sent', 'failed', 'unsubscribed', 'pending'] as const;
const LANGUAGES = ['en', 'es'] as const;

/**
 * The live progress of a bulk reminder job, read every second until it is completed: sent, failed,
 * unsubscribed (skipped: they switched document reminders off, issue 39) and pending, a progress bar,
 * the reminders sent in each language (each person's own), and at the end the spec's
 * "Bulk reminders sent: N successful, M failed".
 */
export function ReminderJobProgress({ started, onSendMore }: { started: BulkReminderStarted; onSendMore: () => void }) {
  const { t } = useTranslation('adminUsers');
  const headingId = useId();
  const query = useReminderJob(started.jobId);
  const job = query.data?.job;
  const counts = job ?? {
    total: started.total,
    sent: started.results.success,
    failed: started.results.failed,
    unsubscribed: 0,
    pending: started.pending,
  };
  const done = counts.total - counts.pending;
  const percent = counts.total === 0 ? 100 : Math.round((done / counts.total) * 100);
  const completed = job?.status === 'completed';

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="font-semibold text-base text-slate-900 dark:text-white">
        {t('reminders.progress.title')}
      </h3>
      <div>
        <div
          role="progressbar"
          aria-label={t('reminders.progress.label')}
          aria-valuemin={0}
          aria-valuemax={counts.total}
          aria-valuenow={done}
          aria-valuetext={t('reminders.progress.processed', { done, total: counts.total })}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width] dark:bg-brand-300"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-1.5 text-slate-600 text-sm dark:text-slate-400">
          {t('reminders.progress.processed', { done, total: counts.total })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {COUNTS.map((key) => (
          <div key={key} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <dt className="text-slate-600 text-sm dark:text-slate-400">{t(`reminders.progress.${key}`)}</dt>
            <dd className="mt-0.5 font-bold text-2xl text-slate-900 tabular-nums dark:text-white" data-count={key}>
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      {job && (
        <p className="text-slate-600 text-sm dark:text-slate-400" data-count="languages">
          {t('reminders.progress.byLanguage', {
            languages: LANGUAGES.map((language) =>
              t('reminders.progress.inLanguage', {
                n: job.sentByLanguage[language],
                language: t(`reminders.languages.${language}`),
              }),
            ).join(', '),
          })}
        </p>
      )}
      {query.isError && !completed && (
        <p className="text-slate-600 text-sm dark:text-slate-400">{t('reminders.progress.readFailed')}</p>
      )}
      {completed && (
        <MessageBanner tone="success">
          {t('reminders.progress.done', { success: counts.sent, failed: counts.failed })}
        </MessageBanner>
      )}
      {completed && (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onSendMore}>
            {t('reminders.progress.sendMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
