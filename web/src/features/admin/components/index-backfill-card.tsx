import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { MessageBanner } from '../../../components/ui/message-banner';
import { type IndexBackfill, useIndexBackfill } from '../../../entities/platform/api/get-index-backfill';
import { currentLanguage } from '../../../lib/i18n';
import { useStartIndexBackfill } from '../api/start-index-backfill';
import { formatCount, formatDateTime } from '../utils/format';
import { JobProgressLine, MaintenanceJobCard } from './maintenance-job-card';
import '../i18n';

type Part = 'expiry' | 'trail';
interface PartRow {
  part: Part;
  examined: number;
  changed: number;
}

/** What the job has checked and moved so far, one row per index (shown while it runs and when it ends). */
function BackfillTable({ job }: { job: IndexBackfill }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  const rows: PartRow[] = (['expiry', 'trail'] as const).map((part) => ({
    part,
    examined: job[part].examined,
    changed: job[part].changed,
  }));
  const columns: DataColumn<PartRow>[] = [
    {
      id: 'part',
      header: t('settings.backfill.part'),
      rowHeader: true,
      cell: (row) => t(`settings.backfill.parts.${row.part}`),
    },
    ...(['examined', 'changed'] as const).map(
      (key): DataColumn<PartRow> => ({
        id: key,
        header: t(`settings.backfill.${key}`),
        align: 'right',
        cell: (row) => formatCount(row[key], language),
      }),
    ),
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowId={(row) => row.part}
      caption={t('settings.backfill.caption')}
      empty={null}
    />
  );
}

function BackfillProgress({ job }: { job: IndexBackfill }) {
  const { t, i18n } = useTranslation('admin');
  const count = job.phase === 'expiry' ? job.expiry.examined : job.trail.scanned;
  return (
    <JobProgressLine>
      {t(`settings.backfill.phase.${job.phase}`, {
        count,
        formatted: formatCount(count, currentLanguage(i18n.language)),
      })}
    </JobProgressLine>
  );
}

function BackfillResult({ job }: { job: IndexBackfill }) {
  const { t, i18n } = useTranslation('admin');
  const changed = job.expiry.changed + job.trail.changed;
  return (
    <div className="space-y-3">
      {job.status === 'failed' ? (
        <MessageBanner tone="error">{t('settings.backfill.failed')}</MessageBanner>
      ) : (
        <MessageBanner tone="success">
          {changed === 0 ? t('settings.backfill.nothingToDo') : t('settings.backfill.done', { changed })}
        </MessageBanner>
      )}
      <BackfillTable job={job} />
      {job.trail.ownerless > 0 && (
        <MessageBanner tone="info">{t('settings.backfill.ownerless', { count: job.trail.ownerless })}</MessageBanner>
      )}
      {job.completedAt && (
        <p className="text-slate-600 text-xs dark:text-slate-400">
          {t('settings.backfill.completedAt', {
            time: formatDateTime(job.completedAt, currentLanguage(i18n.language)),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * Maintenance (super admin): move the records written before the expiry index was sharded and before
 * the owner's review trail into those indexes (docs/deploy.md: run once after the release that ships
 * it). Starts the job, then follows it until it reports what it moved, or that it failed.
 */
export function IndexBackfillCard() {
  const { t } = useTranslation('admin');
  const [jobId, setJobId] = useState<string>();
  const start = useStartIndexBackfill();
  const backfill = useIndexBackfill(jobId);
  const job = backfill.data?.job;
  const running = start.isPending || (jobId !== undefined && job?.status === 'running' && !backfill.isError);

  return (
    <MaintenanceJobCard
      texts={{
        title: t('settings.backfill.title'),
        description: t('settings.backfill.description'),
        start: t('settings.backfill.start'),
        running: t('settings.backfill.running'),
        startFailed: t('settings.backfill.startFailed'),
        readFailed: t('settings.backfill.readFailed'),
      }}
      onStart={() => start.mutate(undefined, { onSuccess: (started) => setJobId(started.jobId) })}
      running={running || (jobId !== undefined && !job && !backfill.isError)}
      startError={start.isError ? start.error : null}
      readFailed={backfill.isError && !job}
    >
      {job && job.status === 'running' && (
        <>
          <BackfillProgress job={job} />
          <BackfillTable job={job} />
        </>
      )}
      {job && job.status !== 'running' && <BackfillResult job={job} />}
      {jobId !== undefined && !job && !backfill.isError && (
        <JobProgressLine>{t('settings.backfill.running')}</JobProgressLine>
      )}
    </MaintenanceJobCard>
  );
}
