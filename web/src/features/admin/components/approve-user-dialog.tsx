import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { AdminUserRow } from '../../../entities/admin-users/api/list-admin-users';
import { displayName } from '../utils/user-format';
import '../users-i18n';

/** Confirms the final approval of one user (spec §4); a failure stays in the dialog so it can be retried. */
export function ApproveUserDialog({
  user,
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  user: AdminUserRow;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminUsers');
  return (
    <ConfirmDialog
      title={t('approve.title')}
      message={t('approve.message', { name: displayName(user) })}
      confirmLabel={t('approve.confirm')}
      busyLabel={t('approve.busy')}
      cancelLabel={t('approve.cancel')}
      busy={busy}
      failure={failure ?? undefined}
      destructive={false}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
