import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import type { ContinuingEducationRow } from '../../../entities/continuing-education/api/list-continuing-education';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatHours } from '../hours';
import { CertificateCell } from './certificate-cell';
import '../i18n';

/**
 * My activities, newest completion first: title, provider, hours, date, whether they count, the
 * certificate (status, view, upload), and Delete.
 */
export function ActivitiesTable({
  rows,
  loading,
  error,
  onRetry,
  busy,
  onDelete,
  uploading,
  onUpload,
  onView,
}: {
  rows: ContinuingEducationRow[];
  loading: boolean;
  error: string | undefined;
  onRetry: () => void;
  busy: boolean;
  onDelete: (row: ContinuingEducationRow) => void;
  /** The certificate being sent or checked, if any (uploads go one at a time). */
  uploading: boolean;
  onUpload: (row: ContinuingEducationRow, file: File) => void;
  onView: (row: ContinuingEducationRow) => void;
}) {
  const { t, i18n } = useTranslation('continuing-education');
  const language = currentLanguage(i18n.language);
  return (
    <DataTable
      caption={t('table.caption')}
      rows={rows}
      rowId={(row) => row.id}
      loading={loading}
      loadingMessage={t('table.loading')}
      error={error}
      onRetry={onRetry}
      empty={t('table.empty')}
      busy={busy}
      stickyLastColumn
      pageSize={10}
      columns={[
        { id: 'title', header: t('table.title'), rowHeader: true, cell: (row) => row.title },
        { id: 'provider', header: t('table.provider'), cell: (row) => row.provider },
        {
          id: 'hours',
          header: t('table.hours'),
          align: 'right',
          cell: (row) => formatHours(row.hours, language),
          sortValue: (row) => row.hours,
        },
        {
          id: 'completedOn',
          header: t('table.completedOn'),
          cell: (row) => formatDate(row.completedOn, language),
          sortValue: (row) => row.completedOn,
        },
        {
          id: 'counts',
          header: t('table.counts'),
          cell: (row) => (
            <Badge tone={row.inCycle ? 'success' : 'neutral'}>
              {row.inCycle ? t('table.inCycle') : t('table.outOfCycle')}
            </Badge>
          ),
        },
        {
          id: 'certificate',
          header: t('table.certificate'),
          cell: (row) => <CertificateCell row={row} busy={busy || uploading} onUpload={onUpload} onView={onView} />,
        },
        {
          id: 'actions',
          header: t('table.actions'),
          cell: (row) => (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => onDelete(row)}
              aria-label={t('table.deleteLabel', { title: row.title })}
            >
              {t('table.delete')}
            </Button>
          ),
        },
      ]}
    />
  );
}
