import { DOCUMENT_CONTENT_TYPES } from '@lunia/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { Badge, documentStatusTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { ContinuingEducationRow } from '../../../entities/continuing-education/api/list-continuing-education';
import '../i18n';

const fileButton =
  'inline-flex cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-900 text-sm shadow-xs focus-within:outline-2 focus-within:outline-brand-600 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:hover:bg-slate-700';

/**
 * An activity's certificate: its status (none, uploading, pending review, approved, denied with the
 * reviewer's reason, or a rejected file with why), View once a file was accepted, and an upload
 * while there is none that counts (none, an upload that never arrived, rejected, denied).
 */
export function CertificateCell({
  row,
  busy,
  onUpload,
  onView,
}: {
  row: ContinuingEducationRow;
  busy: boolean;
  onUpload: (row: ContinuingEducationRow, file: File) => void;
  onView: (row: ContinuingEducationRow) => void;
}) {
  const { t } = useTranslation('continuing-education');
  const certificate = row.certificate;
  const status = certificate?.status;
  const hasFile = status === 'pending' || status === 'approved' || status === 'denied';
  const canUpload = !status || status === 'uploading' || status === 'rejected' || status === 'denied';
  const reason =
    status === 'denied' ? certificate?.denialReason : status === 'rejected' ? certificate?.rejectionReason : null;
  return (
    <div className="flex min-w-48 flex-col items-start gap-1.5">
      <Badge tone={status ? documentStatusTone[status] : 'neutral'}>
        {t(`certificate.status.${status ?? 'none'}`)}
      </Badge>
      {reason && <p className="text-red-800 text-xs dark:text-red-300">{t('certificate.reason', { reason })}</p>}
      <div className="flex flex-wrap gap-2">
        {hasFile && (
          <Button
            variant="secondary"
            onClick={() => onView(row)}
            aria-label={t('certificate.viewLabel', { title: row.title })}
          >
            {t('certificate.view')}
          </Button>
        )}
        {canUpload && (
          <label className={`${fileButton} ${busy ? 'pointer-events-none opacity-50' : ''}`}>
            <input
              type="file"
              className="sr-only"
              accept={DOCUMENT_CONTENT_TYPES.join(',')}
              disabled={busy}
              aria-label={t('certificate.uploadLabel', { title: row.title })}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onUpload(row, file);
              }}
            />
            {status === 'denied' || status === 'rejected' ? t('certificate.uploadAgain') : t('certificate.upload')}
          </label>
        )}
      </div>
    </div>
  );
}
