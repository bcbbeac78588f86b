import { INVITE_MAX_SENDS } from '@lunia/shared/api/schemas/invites';
import type { Language } from '@lunia/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { TeamInvite } from '../../../entities/members/api/list-invites';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import '../i18n';

export type InviteDisplayStatus = 'pending' | 'undeliverable' | 'expired' | 'accepted' | 'declined' | 'cancelled';

/** A pending invite whose e-mail bounced is undeliverable (issue 39), not pending. */
export const displayStatusOf = (
  invite: Pick<TeamInvite, 'status' | 'expired'> & { undeliverable?: boolean },
): InviteDisplayStatus =>
  invite.status === 'PENDING'
    ? invite.undeliverable
      ? 'undeliverable'
      : invite.expired
        ? 'expired'
        : 'pending'
    : (invite.status.toLowerCase() as InviteDisplayStatus);

const statusTone: Record<InviteDisplayStatus, BadgeTone> = {
  pending: 'warning',
  undeliverable: 'danger',
  expired: 'neutral',
  accepted: 'success',
  declined: 'danger',
  cancelled: 'neutral',
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
          <Badge tone={statusTone[status]}>{t(`invites.status.${status}`)}</Badge>
        </p>
        <p className="text-slate-600 text-sm dark:text-slate-400">
          {t('invites.row.invited', { date: day(invite.invitedAt, language), name: invite.invitedByName })}
          {invite.sentCount > 1 && ` · ${t('invites.row.sent', { count: invite.sentCount })}`}
        </p>
        {status === 'undeliverable' && (
          <p className="text-slate-600 text-sm dark:text-slate-400">{t('invites.row.undeliverable')}</p>
        )}
        {invite.status === 'PENDING' && status !== 'undeliverable' && (
          <p className="text-slate-600 text-sm dark:text-slate-400">
            {t(invite.expired ? 'invites.row.expiredOn' : 'invites.row.expires', {
              date: day(invite.expiresAt, language),
            })}
          </p>
        )}
        {invite.status === 'PENDING' && invite.sentCount >= INVITE_MAX_SENDS && (
          <p className="text-slate-600 text-sm dark:text-slate-400">
            {t('invites.row.sendLimit', { count: INVITE_MAX_SENDS })}
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
          {(
            [
              ['resend', onResend],
              ['cancel', onCancel],
            ] as const
          ).map(([action, run]) => (
            <Button
              key={action}
              variant="secondary"
              onClick={run}
              // Not resent past the limit, nor to an address whose mail bounced (the API refuses both).
              disabled={
                busy || (action === 'resend' && (invite.sentCount >= INVITE_MAX_SENDS || status === 'undeliverable'))
              }
              aria-label={t(`invites.row.${action}Label`, { email: invite.email })}
            >
              {t(`invites.row.${action}`)}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
