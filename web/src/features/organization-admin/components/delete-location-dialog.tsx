import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import type { LocationErrorKey } from '../location-errors';
import '../i18n';

/** Spec §5: deleting a location needs confirmation ('Are you sure you want to delete this location?'). */
export function DeleteLocationDialog({
  name,
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  name: string;
  busy: boolean;
  failure: LocationErrorKey | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('organization-admin');
  return (
    <ModalDialog title={t('delete.title', { name })} description={t('delete.message')} onClose={onClose}>
      {failure && <MessageBanner tone="error">{t(failure)}</MessageBanner>}
      <div className="mt-4 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('delete.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          className="bg-red-700 hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300"
        >
          {busy ? t('delete.deleting') : t('delete.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
