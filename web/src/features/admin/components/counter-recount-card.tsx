import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { MessageBanner } from '../../../components/ui/message-banner';
import { type CounterRecount, useCounterRecount } from '../../../entities/platform/api/get-counter-recount';
import { currentLanguage } from '../../../lib/i18n';
import { useStartCounterRecount } from '../api/start-counter-recount';
import { formatCount, formatDateTime } from '../utils/format';
import { JobProgressLine, MaintenanceJobCard } from './maintenance-job-card';
import '../i18n';

type Correction = CounterRecount['corrections'][number];

function RecountProgress({ job }: { job: CounterRecount }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  return (
    <JobProgressLine>
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
    </JobProgressLine>
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
  const [jobId, setJobId] = useState<string>();
  const start = useStartCounterRecount();
  const recount = useCounterRecount(jobId);
  const job = recount.data?.job;
  const running = start.isPending || (jobId !== undefined && job?.status !== 'completed' && !recount.isError);

  return (
    <MaintenanceJobCard
      texts={{
        title: t('settings.recount.title'),
        description: t('settings.recount.description'),
        start: t('settings.recount.start'),
        running: t('settings.recount.running'),
        startFailed: t('settings.recount.startFailed'),
        readFailed: t('settings.recount.readFailed'),
      }}
      onStart={() => start.mutate(undefined, { onSuccess: (started) => setJobId(started.jobId) })}
      running={running}
      startError={start.isError ? start.error : null}
      readFailed={recount.isError && !job}
    >
      {job && job.status === 'running' && <RecountProgress job={job} />}
      {job && job.status === 'completed' && <RecountResult job={job} />}
      {jobId !== undefined && !job && !recount.isError && <RecountProgress job={startingJob} />}
    </MaintenanceJobCard>
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
