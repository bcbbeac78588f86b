import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { ModalDialog } from '../../../components/ui/modal-dialog';
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
    <ModalDialog
      title={t('delete.title')}
      description={t('delete.message', { type: typeLabel, fileName })}
      onClose={onClose}
    >
      {failed && <MessageBanner tone="error">{t('errors.deleteFailed')}</MessageBanner>}
      <div className="mt-4 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('delete.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          className="bg-red-700 hover:bg-red-800 dark:bg-red-400 dark:hover:bg-red-300"
        >
          {busy ? t('delete.deleting') : t('delete.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
