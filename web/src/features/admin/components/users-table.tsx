import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { ExpiryBadge } from '../../../components/ui/expiry-badge';
import type { AdminUserRow } from '../../../entities/admin-users/api/list-admin-users';
import { currentLanguage } from '../../../lib/i18n';
import type { pagedTableState } from '../utils/list-table-state';
import { dayOf, displayName } from '../utils/user-format';
import { DisabledBadge, RoleBadge, UserStatusBadge } from './user-badges';
import '../users-i18n';

const SHOWN_ORGANIZATIONS = 2;

/** The first two organizations and "N more" (spec §2, §9). */
function Organizations({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation('adminUsers');
  const shown = user.orgs.slice(0, SHOWN_ORGANIZATIONS);
  const more = Math.max(user.orgCount - shown.length, 0);
  if (shown.length === 0)
    return <span className="text-slate-600 dark:text-slate-400">{t('table.noOrganizations')}</span>;
  return (
    <ul className="space-y-0.5">
      {shown.map((org) => (
        <li key={org.id}>{org.name}</li>
      ))}
      {more > 0 && (
        <li className="text-slate-600 dark:text-slate-400">{t('table.moreOrganizations', { count: more })}</li>
      )}
    </ul>
  );
}

/**
 * The users of /admin/users (spec §2): user, role, status, organizations, documents, last login and
 * the actions View and, for users who meet the final-approval rule, Approve. The Actions column stays
 * in view while the rest scrolls sideways (issue 23).
 */
export function UsersTable({
  users,
  approvingId,
  onView,
  onApprove,
  state,
}: {
  users: AdminUserRow[];
  approvingId: string | null;
  onView: (user: AdminUserRow) => void;
  onApprove: (user: AdminUserRow) => void;
  /** The table's states (`pagedTableState` of the list) and whether a new filter is loading. */
  state: ReturnType<typeof pagedTableState> & { busy: boolean };
}) {
  const { t, i18n } = useTranslation('adminUsers');
  const language = currentLanguage(i18n.language);
  const muted = 'text-slate-600 dark:text-slate-400';
  const columns: DataColumn<AdminUserRow>[] = [
    {
      id: 'user',
      header: t('table.user'),
      rowHeader: true,
      sortValue: displayName,
      className: 'min-w-48 break-words',
      cell: (user) => (
        <>
          <span className="block font-medium">{displayName(user)}</span>
          <span className={`block break-all ${muted}`}>{user.email}</span>
          <span className={`block font-mono text-xs ${muted}`}>{user.luniaId}</span>
        </>
      ),
    },
    {
      id: 'role',
      header: t('table.role'),
      sortValue: (user) => user.globalRole,
      cell: (user) => <RoleBadge role={user.globalRole} />,
    },
    {
      id: 'status',
      header: t('table.status'),
      cell: (user) => (
        <span className="flex flex-wrap gap-1">
          <UserStatusBadge user={user} />
          {user.disabled && <DisabledBadge />}
        </span>
      ),
    },
    { id: 'organizations', header: t('table.organizations'), cell: (user) => <Organizations user={user} /> },
    {
      id: 'documents',
      header: t('table.documents'),
      align: 'right',
      sortValue: (user) => user.documentCount,
      cell: (user) => user.documentCount,
    },
    {
      id: 'expiry',
      header: t('table.expiry'),
      sortValue: (user) => user.nextExpiresOn ?? '9999',
      cell: (user) =>
        user.nextExpiresOn ? (
          <ExpiryBadge expiresOn={user.nextExpiresOn} />
        ) : (
          <span className={muted}>{t('table.noExpiry')}</span>
        ),
    },
    {
      id: 'lastLogin',
      header: t('table.lastLogin'),
      sortValue: (user) => user.lastLogin ?? '',
      className: 'whitespace-nowrap',
      cell: (user) => (user.lastLogin ? dayOf(user.lastLogin, language) : t('table.never')),
    },
    {
      id: 'actions',
      header: t('table.actions'),
      cell: (user) => {
        const name = displayName(user);
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              aria-label={t('table.viewUser', { name })}
              onClick={() => onView(user)}
            >
              {t('table.view')}
            </Button>
            {user.eligibleForFinalApproval && (
              <Button
                className="px-3 py-1.5"
                aria-label={t('table.approveUser', { name })}
                disabled={approvingId !== null}
                onClick={() => onApprove(user)}
              >
                {t('table.approve')}
              </Button>
            )}
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      rows={users}
      columns={columns}
      rowId={(user) => user.id}
      caption={t('table.caption')}
      minWidth="min-w-[60rem]"
      stickyLastColumn
      loadingMessage={t('table.loading')}
      empty={t('table.empty')}
      {...state}
      loadMore={{ ...state.loadMore, label: t('table.loadMore'), loadingLabel: t('table.loadingMore') }}
    />
  );
}
