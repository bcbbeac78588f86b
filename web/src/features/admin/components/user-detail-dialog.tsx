import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminUser } from '../../../entities/admin-users/api/get-admin-user';
import type { AdminUserRow } from '../../../entities/admin-users/api/list-admin-users';
import { displayName } from '../utils/user-format';
import { AccountAccessSection } from './account-access-section';
import { DocumentsSection, OrganizationsSection, ProfileSection, TimelineSection } from './user-detail-sections';
import '../users-i18n';

/** The View panel of a user (spec §2 /admin/users): profile, organizations with roles, documents, timeline. */
export function UserDetailDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const { t } = useTranslation('adminUsers');
  const idPrefix = useId();
  const detail = useAdminUser(user.id);
  return (
    <ModalDialog title={displayName(user)} description={user.email} size="xl" onClose={onClose}>
      {detail.isPending ? (
        <div role="status" className="flex items-center gap-3 py-8 text-slate-600 dark:text-slate-300">
          <Spinner className="size-6 text-brand-700 dark:text-brand-300" />
          <p className="font-medium text-sm">{t('detail.loading')}</p>
        </div>
      ) : detail.isError ? (
        <div className="space-y-3">
          <MessageBanner tone="error">{t('detail.loadFailed')}</MessageBanner>
          <Button variant="secondary" onClick={() => void detail.refetch()}>
            {t('detail.retry')}
          </Button>
        </div>
      ) : (
        <div className="space-y-5">
          <ProfileSection detail={detail.data} idPrefix={idPrefix} />
          <AccountAccessSection user={detail.data.user} />
          <OrganizationsSection detail={detail.data} idPrefix={idPrefix} />
          <DocumentsSection detail={detail.data} idPrefix={idPrefix} />
          <TimelineSection detail={detail.data} idPrefix={idPrefix} />
        </div>
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('detail.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}
