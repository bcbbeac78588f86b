import type { Language } from '@lunia/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { TeamInvite } from '../../../entities/members/api/list-invites';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import '../i18n';

export type InviteDisplayStatus = 'pending' | 'expired' | 'accepted' | 'declined' | 'cancelled';

export const displayStatusOf = (invite: Pick<TeamInvite, 'status' | 'expired'>): InviteDisplayStatus =>
  invite.status === 'PENDING'
    ? invite.expired
      ? 'expired'
      : 'pending'
    : (invite.status.toLowerCase() as InviteDisplayStatus);

const badgeClasses: Record<InviteDisplayStatus, string> = {
  pending:
    'bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30',
  expired:
    'bg-slate-100 text-slate-800 ring-slate-500/30 dark:bg-slate-400/10 dark:text-slate-200 dark:ring-slate-400/30',
  accepted:
    'bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/30',
  declined: 'bg-red-100 text-red-900 ring-red-600/30 dark:bg-red-400/10 dark:text-red-200 dark:ring-red-400/30',
  cancelled:
    'bg-slate-100 text-slate-800 ring-slate-500/30 dark:bg-slate-400/10 dark:text-slate-200 dark:ring-slate-400/30',
};

const closedStatusOf = (status: Exclude<TeamInvite['status'], 'PENDING'>) =>
  status.toLowerCase() as 'accepted' | 'declined' | 'cancelled';

const day = (iso: string, language: Language) => formatDate(iso.slice(0, 10), language);

/** One invite: address, role, status (expired is shown), dates, and Resend / Cancel while pending. */
export function InviteRow({
  invite,
  busy,
  onResend,
  onCancel,
}: {
  invite: TeamInvite;
  busy: boolean;
  onResend: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('organization-admin');
  const language = currentLanguage(i18n.language);
  const status = displayStatusOf(invite);
  return (
    <li className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0 space-y-1">
        <p className="break-all font-medium text-slate-900 dark:text-white">{invite.email}</p>
        <p className="flex flex-wrap items-center gap-2 text-slate-700 text-sm dark:text-slate-300">
          <span>{t(`invites.roles.${invite.role}`)}</span>
          <span
            className={`inline-flex items-center rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${badgeClasses[status]}`}
          >
            {t(`invites.status.${status}`)}
          </span>
        </p>
        <p className="text-slate-600 text-sm dark:text-slate-400">
          {t('invites.row.invited', { date: day(invite.invitedAt, language), name: invite.invitedByName })}
          {invite.sentCount > 1 && ` · ${t('invites.row.sent', { count: invite.sentCount })}`}
        </p>
        {invite.status === 'PENDING' && (
          <p className="text-slate-600 text-sm dark:text-slate-400">
            {t(invite.expired ? 'invites.row.expiredOn' : 'invites.row.expires', {
              date: day(invite.expiresAt, language),
            })}
          </p>
        )}
        {invite.respondedAt && invite.status !== 'PENDING' && (
          <p className="text-slate-600 text-sm dark:text-slate-400">
            {t(`invites.row.closed.${closedStatusOf(invite.status)}`, { date: day(invite.respondedAt, language) })}
          </p>
        )}
      </div>
      {invite.status === 'PENDING' && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={onResend}
            disabled={busy}
            aria-label={t('invites.row.resendLabel', { email: invite.email })}
          >
            {t('invites.row.resend')}
          </Button>
          <Button
            variant="secondary"
            onClick={onCancel}
            disabled={busy}
            aria-label={t('invites.row.cancelLabel', { email: invite.email })}
          >
            {t('invites.row.cancel')}
          </Button>
        </div>
      )}
    </li>
  );
}
