import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ExpiryBadge } from '../../../components/ui/expiry-badge';
import { currentLanguage } from '../../../lib/i18n';
import type { AdminUserRow } from '../api/list-admin-users';
import { dayOf, displayName } from '../utils/user-format';
import { DisabledBadge, RoleBadge, UserStatusBadge } from './user-badges';
import '../users-i18n';

const SHOWN_ORGANIZATIONS = 2;
const th = 'px-4 py-3 font-medium';
const td = 'px-4 py-3 align-top';

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
 * the actions View and, for users who meet the final-approval rule, Approve.
 */
export function UsersTable({
  users,
  approvingId,
  onView,
  onApprove,
}: {
  users: AdminUserRow[];
  approvingId: string | null;
  onView: (user: AdminUserRow) => void;
  onApprove: (user: AdminUserRow) => void;
}) {
  const { t, i18n } = useTranslation('adminUsers');
  const language = currentLanguage(i18n.language);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[62rem] text-left text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="border-slate-200 border-b bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300">
          <tr>
            <th scope="col" className={th}>
              {t('table.user')}
            </th>
            <th scope="col" className={th}>
              {t('table.role')}
            </th>
            <th scope="col" className={th}>
              {t('table.status')}
            </th>
            <th scope="col" className={th}>
              {t('table.organizations')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('table.documents')}
            </th>
            <th scope="col" className={th}>
              {t('table.expiry')}
            </th>
            <th scope="col" className={th}>
              {t('table.lastLogin')}
            </th>
            <th scope="col" className={th}>
              {t('table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-900 dark:divide-slate-800 dark:text-white">
          {users.map((user) => {
            const name = displayName(user);
            return (
              <tr key={user.id}>
                <th scope="row" className={`${td} font-normal`}>
                  <span className="block font-medium">{name}</span>
                  <span className="block text-slate-600 dark:text-slate-400">{user.email}</span>
                  <span className="block font-mono text-slate-600 text-xs dark:text-slate-400">{user.luniaId}</span>
                </th>
                <td className={td}>
                  <RoleBadge role={user.globalRole} />
                </td>
                <td className={td}>
                  <span className="flex flex-wrap gap-1">
                    <UserStatusBadge user={user} />
                    {user.disabled && <DisabledBadge />}
                  </span>
                </td>
                <td className={td}>
                  <Organizations user={user} />
                </td>
                <td className={`${td} text-right tabular-nums`}>{user.documentCount}</td>
                <td className={td}>
                  {user.nextExpiresOn ? (
                    <ExpiryBadge expiresOn={user.nextExpiresOn} />
                  ) : (
                    <span className="text-slate-600 dark:text-slate-400">{t('table.noExpiry')}</span>
                  )}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {user.lastLogin ? dayOf(user.lastLogin, language) : t('table.never')}
                </td>
                <td className={td}>
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
