import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { MessageBanner } from '../../../components/ui/message-banner';
import { Spinner } from '../../../components/ui/spinner';
import { type CounterRecount, useCounterRecount } from '../../../entities/platform/api/get-counter-recount';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { currentLanguage } from '../../../lib/i18n';
import { useStartCounterRecount } from '../api/start-counter-recount';
import { explainApiError } from '../utils/api-error-message';
import { formatCount, formatDateTime } from '../utils/format';
import { adminCardClasses } from './admin-page';
import '../i18n';

type Correction = CounterRecount['corrections'][number];

function RecountProgress({ job }: { job: CounterRecount }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  return (
    <p className="flex items-center gap-2 text-slate-700 text-sm dark:text-slate-300">
      <Spinner className="size-4" />
      {job.phase === 'stats'
        ? t('settings.recount.phase.stats', {
            count: job.usersChecked,
            formatted: formatCount(job.usersChecked, language),
          })
        : job.phase === 'counters'
          ? t('settings.recount.phase.counters', {
              count: job.itemsCounted,
              formatted: formatCount(job.itemsCounted, language),
            })
          : t('settings.recount.phase.finish')}
    </p>
  );
}

function RecountResult({ job }: { job: CounterRecount }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  const nothingWrong = job.corrections.length === 0 && job.statsCorrected === 0;
  const columns: DataColumn<Correction>[] = [
    {
      id: 'counter',
      header: t('settings.recount.counter'),
      rowHeader: true,
      className: 'font-mono text-xs',
      sortValue: (correction) => correction.name,
      cell: (correction) => correction.name,
    },
    ...(['from', 'to'] as const).map(
      (key): DataColumn<Correction> => ({
        id: key,
        header: t(`settings.recount.${key}`),
        align: 'right',
        sortValue: (correction) => correction[key],
        cell: (correction) => formatCount(correction[key], language),
      }),
    ),
  ];
  return (
    <div className="space-y-3">
      <MessageBanner tone="success">
        {nothingWrong
          ? t('settings.recount.allRight')
          : t('settings.recount.corrected', { counters: job.corrections.length, stats: job.statsCorrected })}
      </MessageBanner>
      {job.corrections.length > 0 && (
        <DataTable
          rows={job.corrections}
          columns={columns}
          rowId={(correction) => correction.name}
          caption={t('settings.recount.correctionsCaption')}
          empty={null}
        />
      )}
      {(job.skipped.length > 0 || job.statsSkipped > 0) && (
        <MessageBanner tone="info">
          {t('settings.recount.skipped', { count: job.skipped.length + job.statsSkipped })}
        </MessageBanner>
      )}
      {job.completedAt && (
        <p className="text-slate-600 text-xs dark:text-slate-400">
          {t('settings.recount.completedAt', { time: formatDateTime(job.completedAt, language) })}
        </p>
      )}
    </div>
  );
}

/**
 * Maintenance (super admin): recount every counter and each user's stats from the table. Starts the
 * job, then follows it until it reports what it corrected. The status line is a polite live region.
 */
export function CounterRecountCard() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const headingId = useId();
  const [jobId, setJobId] = useState<string>();
  const start = useStartCounterRecount();
  const recount = useCounterRecount(jobId);
  const job = recount.data?.job;
  const running = start.isPending || (jobId !== undefined && job?.status !== 'completed' && !recount.isError);
  const startError = start.isError ? explainApiError(start.error) : null;

  return (
    <section aria-labelledby={headingId} className={adminCardClasses}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id={headingId} className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('settings.recount.title')}
          </h2>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('settings.recount.description')}</p>
        </div>
        <Button
          onClick={() => start.mutate(undefined, { onSuccess: (started) => setJobId(started.jobId) })}
          disabled={running}
        >
          {running ? t('settings.recount.running') : t('settings.recount.start')}
        </Button>
      </div>
      <div className="mt-4 space-y-3" aria-live="polite">
        {start.isError && (
          <MessageBanner tone="error">
            {startError ? apiErrorMessage(tCommon, startError) : t('settings.recount.startFailed')}
          </MessageBanner>
        )}
        {recount.isError && !job && <MessageBanner tone="error">{t('settings.recount.readFailed')}</MessageBanner>}
        {job && job.status === 'running' && <RecountProgress job={job} />}
        {job && job.status === 'completed' && <RecountResult job={job} />}
        {jobId !== undefined && !job && !recount.isError && <RecountProgress job={startingJob} />}
      </div>
    </section>
  );
}

/** What the card shows between the start and the first read of the job. */
const startingJob: CounterRecount = {
  id: '',
  status: 'running',
  phase: 'stats',
  usersChecked: 0,
  statsCorrected: 0,
  statsSkipped: 0,
  itemsCounted: 0,
  corrections: [],
  skipped: [],
  createdAt: '',
  completedAt: null,
  createdBy: { id: '', name: '' },
};
