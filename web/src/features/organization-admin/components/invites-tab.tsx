import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PageState } from '../../../components/ui/page-state';
import { type TeamInvite, useInvites } from '../../../entities/members/api/list-invites';
import { useCancelInvite } from '../api/cancel-invite';
import { useCreateInvite } from '../api/create-invite';
import { useResendInvite } from '../api/resend-invite';
import { type InviteErrorKey, inviteErrorKey, inviteLoadErrorKey } from '../invite-errors';
import { InviteForm } from './invite-form';
import { displayStatusOf, type InviteDisplayStatus, InviteRow } from './invite-row';
import '../i18n';

const FILTERS = ['open', 'accepted', 'declined', 'cancelled', 'all'] as const;
type Filter = (typeof FILTERS)[number];

const matches = (filter: Filter, status: InviteDisplayStatus) =>
  filter === 'all' ||
  (filter === 'open' ? status === 'pending' || status === 'expired' || status === 'undeliverable' : status === filter);

type Notice = {
  tone: 'success' | 'error';
  key: InviteErrorKey | 'invites.done.resent' | 'invites.done.cancelled';
  email?: string;
};

/**
 * Pending Invites (spec §2, §5): the Send Team Invite form and the organization's invites by status,
 * pending ones (expired marked) with Resend and Cancel (confirmed). Failures are shown.
 */
export function InvitesTab({ orgId }: { orgId: string }) {
  const { t } = useTranslation('organization-admin');
  const invites = useInvites(orgId);
  const createInvite = useCreateInvite(orgId);
  const resendInvite = useResendInvite(orgId);
  const cancelInvite = useCancelInvite(orgId);
  const [filter, setFilter] = useState<Filter>('open');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cancelling, setCancelling] = useState<TeamInvite | null>(null);
  const [cancelFailure, setCancelFailure] = useState<InviteErrorKey | null>(null);
  const filterId = useId();
  const listHeadingId = useId();

  async function resend(invite: TeamInvite) {
    setNotice(null);
    try {
      await resendInvite.mutateAsync(invite.id);
      setNotice({ tone: 'success', key: 'invites.done.resent', email: invite.email });
    } catch (error) {
      setNotice({ tone: 'error', key: inviteErrorKey(error, 'resend') });
    }
  }

  async function confirmCancel() {
    if (!cancelling) return;
    setCancelFailure(null);
    try {
      await cancelInvite.mutateAsync(cancelling.id);
      setNotice({ tone: 'success', key: 'invites.done.cancelled', email: cancelling.email });
      setCancelling(null);
    } catch (error) {
      setCancelFailure(inviteErrorKey(error, 'cancel'));
    }
  }

  const shown = (invites.data ?? []).filter((invite) => matches(filter, displayStatusOf(invite)));

  return (
    <div className="space-y-8">
      <InviteForm onSend={(invite) => createInvite.mutateAsync(invite)} />

      <section aria-labelledby={listHeadingId} className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={listHeadingId} className="font-semibold text-slate-900 text-xl dark:text-white">
            {t('invites.title')}
          </h2>
          <div className="flex items-center gap-2">
            <label htmlFor={filterId} className="font-medium text-slate-700 text-sm dark:text-slate-300">
              {t('invites.filter.label')}
            </label>
            <select
              id={filterId}
              value={filter}
              onChange={(event) => setFilter(event.target.value as Filter)}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-slate-900 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white"
            >
              {FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`invites.filter.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </div>

        {notice && <MessageBanner tone={notice.tone}>{t(notice.key, { email: notice.email ?? '' })}</MessageBanner>}

        {invites.isPending ? (
          <PageState kind="loading" compact message={t('invites.loading')} />
        ) : invites.isError ? (
          <PageState
            kind="error"
            message={t(inviteLoadErrorKey(invites.error))}
            onRetry={() => void invites.refetch()}
            retryLabel={t('invites.retry')}
          />
        ) : shown.length === 0 ? (
          <PageState kind="empty" compact message={t(filter === 'open' ? 'invites.emptyOpen' : 'invites.empty')} />
        ) : (
          <ul className="space-y-3">
            {shown.map((invite) => (
              <InviteRow
                key={invite.id}
                invite={invite}
                busy={resendInvite.isPending || cancelInvite.isPending}
                onResend={() => void resend(invite)}
                onCancel={() => {
                  setCancelFailure(null);
                  setCancelling(invite);
                }}
              />
            ))}
          </ul>
        )}
      </section>

      {cancelling && (
        <ConfirmDialog
          title={t('invites.cancelDialog.title', { email: cancelling.email })}
          message={t('invites.cancelDialog.message')}
          confirmLabel={t('invites.cancelDialog.confirm')}
          busyLabel={t('invites.cancelDialog.cancelling')}
          cancelLabel={t('invites.cancelDialog.keep')}
          busy={cancelInvite.isPending}
          failure={cancelFailure ? t(cancelFailure) : null}
          onConfirm={() => void confirmCancel()}
          onClose={() => setCancelling(null)}
        />
      )}
    </div>
  );
}
