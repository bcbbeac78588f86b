import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { TeamErrorKey } from '../team-controls';
import '../i18n';

/** Confirms removing a member (or leaving, for oneself): their access to the organization ends at once. */
export function RemoveMemberDialog({
  name,
  isSelf,
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  name: string;
  isSelf: boolean;
  busy: boolean;
  failure: TeamErrorKey | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('organization-admin');
  return (
    <ConfirmDialog
      title={isSelf ? t('team.removeDialog.titleSelf') : t('team.removeDialog.title', { name })}
      message={isSelf ? t('team.removeDialog.messageSelf') : t('team.removeDialog.message', { name })}
      confirmLabel={isSelf ? t('team.removeDialog.confirmSelf') : t('team.removeDialog.confirm')}
      busyLabel={t('team.removeDialog.removing')}
      cancelLabel={t('team.removeDialog.cancel')}
      busy={busy}
      failure={failure ? t(failure) : null}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
