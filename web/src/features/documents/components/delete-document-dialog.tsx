import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import '../i18n';

export function DeleteDocumentDialog({
  typeLabel,
  fileName,
  busy,
  failed,
  onConfirm,
  onClose,
}: {
  typeLabel: string;
  fileName: string;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <ConfirmDialog
      title={t('delete.title')}
      message={t('delete.message', { type: typeLabel, fileName })}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.deleting')}
      cancelLabel={t('delete.cancel')}
      busy={busy}
      failure={failed ? t('errors.deleteFailed') : null}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
