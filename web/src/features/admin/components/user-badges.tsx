import type { GlobalRole } from '@lunia/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { type UserStatus, userStatusOf } from '../utils/user-status';
import '../users-i18n';

const badge = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs';

const roleClasses: Record<GlobalRole, string> = {
  super_admin: 'bg-violet-100 text-violet-800 dark:bg-violet-400/10 dark:text-violet-200',
  support: 'bg-sky-100 text-sky-800 dark:bg-sky-400/10 dark:text-sky-200',
  user: 'bg-slate-100 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

const statusClasses: Record<UserStatus, string> = {
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200',
  not_submitted: 'bg-slate-100 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** Super Admin / Support / User (spec §6). */
export function RoleBadge({ role }: { role: GlobalRole }) {
  const { t } = useTranslation('adminUsers');
  return <span className={`${badge} ${roleClasses[role]}`}>{t(`roles.${role}`)}</span>;
}

/** Approved / Pending Approval / Not Submitted (spec §4 status categories). */
export function UserStatusBadge({ user }: { user: { verified: boolean; verificationStatus: string } }) {
  const { t } = useTranslation('adminUsers');
  const status = userStatusOf(user);
  return <span className={`${badge} ${statusClasses[status]}`}>{t(`statuses.${status}`)}</span>;
}

/** The account was disabled by a super_admin: it cannot sign in. */
export function DisabledBadge() {
  const { t } = useTranslation('adminUsers');
  return (
    <span className={`${badge} bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-200`}>
      {t('access.disabledBadge')}
    </span>
  );
}
