import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      title={t('delete.title', { name })}
      message={t('delete.message')}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.deleting')}
      cancelLabel={t('delete.cancel')}
      busy={busy}
      failure={failure ? t(failure) : null}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
