import { AUDIT_EXPORT_MAX_ROWS, type AuditEventRow } from '@lunia/shared/api/schemas/admin-audit';
import { useState } from 'react';
import { buildCsv, downloadCsv } from '../../lib/audit/audit-csv';
import { useAuditFormat } from '../../lib/audit/audit-format';
import { collectAuditPages } from '../../lib/audit/collect-audit-pages';
import { Button } from '../ui/button';
import { MessageBanner } from '../ui/message-banner';

type Outcome = { tone: 'success' | 'info' | 'error'; message: string };

/**
 * Export CSV: the current filter's events, read page by page through the list's own route (at most
 * AUDIT_EXPORT_MAX_ROWS rows; the message says when it stopped there), saved as a UTF-8 CSV.
 */
export function AuditExportButton({
  readPage,
}: {
  readPage: (
    cursor: string | undefined,
    limit: number,
  ) => Promise<{ events: AuditEventRow[]; nextCursor?: string | undefined }>;
}) {
  const format = useAuditFormat();
  const { t } = format;
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run() {
    setOutcome(null);
    setProgress(0);
    try {
      const { events, truncated } = await collectAuditPages(readPage, setProgress);
      const csv = buildCsv(format.csvHeader(), events.map(format.csvRow));
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(`${t('export.fileName')}-${day}.csv`, csv);
      setOutcome(
        truncated
          ? { tone: 'info', message: t('export.truncated', { count: AUDIT_EXPORT_MAX_ROWS }) }
          : { tone: 'success', message: t('export.done', { count: events.length }) },
      );
    } catch {
      setOutcome({ tone: 'error', message: t('export.failed') });
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" onClick={() => void run()} disabled={progress !== null}>
        {progress === null ? t('export.button') : t('export.working', { count: progress })}
      </Button>
      {outcome && <MessageBanner tone={outcome.tone}>{outcome.message}</MessageBanner>}
    </div>
  );
}
