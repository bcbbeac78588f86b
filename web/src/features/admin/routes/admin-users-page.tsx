import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MailIcon } from '../../../components/ui/icons';
import { MessageBanner } from '../../../components/ui/message-banner';
import { type AdminUserRow, useAdminUsers } from '../../../entities/admin-users/api/list-admin-users';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useApproveUserForBookrx } from '../api/approve-user-for-bookrx';
import { AdminPageHeader } from '../components/admin-page';
import { ApproveUserDialog } from '../components/approve-user-dialog';
import { NameChangesSection } from '../components/name-changes-section';
import { ReminderDialog } from '../components/reminder-dialog';
import { UserDetailDialog } from '../components/user-detail-dialog';
import { UserFilters } from '../components/user-filters';
import { UserStatsCards } from '../components/user-stats-cards';
import { UsersTable } from '../components/users-table';
import { useUserFilters } from '../hooks/use-user-filters';
import { pagedTableState } from '../utils/list-table-state';
import '../users-i18n';

/**
 * /admin/users (spec §2): the user stats, search and filters kept in the address, the users table
 * with View and final approval, the new legal names waiting for review (issue 38), and the Send
 * Document Reminders dialog. Access Denied for non-admins
 * comes from the admin area's guard.
 */
export function AdminUsersPage() {
  const { t } = useTranslation('adminUsers');
  const { t: tCommon } = useTranslation();
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });
  const { filters, update } = useUserFilters();
  const list = useAdminUsers(filters);
  const approval = useApproveUserForBookrx();
  const [viewing, setViewing] = useState<AdminUserRow | null>(null);
  const [approving, setApproving] = useState<AdminUserRow | null>(null);
  const [approveFailure, setApproveFailure] = useState<string | null>(null);
  const [remindersOpen, setRemindersOpen] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const users = list.data?.pages.flatMap((page) => page.users) ?? [];

  function approve() {
    if (!approving) return;
    setApproveFailure(null);
    approval.mutate(approving.id, {
      onSuccess: () => {
        setApproving(null);
        setBanner(t('approve.success'));
      },
      onError: (error) => setApproveFailure(t('approve.failed', { message: apiErrorMessage(tCommon, error) })),
    });
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button onClick={() => setRemindersOpen(true)}>
            <MailIcon className="size-4" />
            {t('reminders.open')}
          </Button>
        }
      />

      <UserStatsCards />

      {banner && <MessageBanner tone="success">{banner}</MessageBanner>}

      <UserFilters filters={filters} onChange={update} />

      <section aria-labelledby="users-heading" className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="users-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('table.caption')}
          </h2>
          {users.length > 0 && (
            <p role="status" className="text-slate-600 text-sm dark:text-slate-400">
              {list.isPlaceholderData ? t('table.updating') : t('table.shown', { count: users.length })}
            </p>
          )}
        </div>
        <UsersTable
          users={users}
          approvingId={approval.isPending ? (approval.variables ?? null) : null}
          onView={setViewing}
          onApprove={(user) => {
            approval.reset();
            setApproveFailure(null);
            setBanner(null);
            setApproving(user);
          }}
          state={{ ...pagedTableState(list, t('errors.loadFailed')), busy: list.isPlaceholderData }}
        />
      </section>

      {/* Below the list: searching people is what the page is for, and the list stays in view at 1280×800. */}
      <NameChangesSection />

      {viewing && <UserDetailDialog user={viewing} onClose={() => setViewing(null)} />}
      {approving && (
        <ApproveUserDialog
          user={approving}
          busy={approval.isPending}
          failure={approveFailure}
          onConfirm={approve}
          onClose={() => setApproving(null)}
        />
      )}
      {remindersOpen && <ReminderDialog onClose={() => setRemindersOpen(false)} />}
    </div>
  );
}
