import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PortalCard } from '../../../components/ui/portal-card';
import { type MyInvitation, useMyInvitations } from '../../../entities/members/api/list-my-invitations';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import {
  forgetInvitationLink,
  type InvitationLink,
  parseInvitationHash,
  rememberInvitationLink,
  storedInvitationLink,
} from '../../../lib/invitation-link';
import { paths } from '../../../paths';
import { type InvitationAnswer, useAnswerInvitation } from '../api/answer-invitation';
import '../i18n';

type Notice = { tone: 'success' | 'error'; text: string };

const ERROR_KEYS = {
  INVITE_NOT_PENDING: 'invitations.errors.notPending',
  INVITATION_EXPIRED: 'invitations.errors.expired',
  INVITATION_LINK_INVALID: 'invitations.errors.linkInvalid',
  ALREADY_MEMBER: 'invitations.errors.alreadyMember',
  NOT_FOUND: 'invitations.errors.notFound',
} as const;

const FALLBACK_KEYS = {
  accept: 'invitations.errors.acceptFailed',
  reject: 'invitations.errors.rejectFailed',
  dismiss: 'invitations.errors.dismissFailed',
} as const satisfies Record<InvitationAnswer, string>;

/** The message key of a failed answer: the server's refusal, else the answer's own fallback. */
function answerErrorKey(error: unknown, answer: InvitationAnswer) {
  const code = error instanceof ApiError ? error.code : '';
  return code in ERROR_KEYS ? ERROR_KEYS[code as keyof typeof ERROR_KEYS] : FALLBACK_KEYS[answer];
}

/**
 * The answers an invitation offers: accept only through its e-mail link while it is open, reject while
 * it is pending (expired too), dismiss once it is closed or expired.
 */
function answersFor(invitation: MyInvitation): InvitationAnswer[] {
  const pending = invitation.status === 'PENDING' && !invitation.expired;
  return [
    ...(pending && invitation.linked ? (['accept'] as const) : []),
    ...(invitation.status === 'PENDING' ? (['reject'] as const) : []),
    ...(pending ? [] : (['dismiss'] as const)),
  ];
}

/** The link from the address bar (kept for the tab), else the one kept earlier. */
function useInvitationLink(): InvitationLink | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [link, setLink] = useState<InvitationLink | null>(
    () => parseInvitationHash(location.hash) ?? storedInvitationLink(),
  );
  useEffect(() => {
    const fromHash = parseInvitationHash(location.hash);
    if (!fromHash) return;
    rememberInvitationLink(fromHash);
    setLink(fromHash);
    // The secret leaves the address bar (and the history entry).
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  return link;
}

/**
 * My invitations on the dashboard (portal spec §9: pending, accepted or rejected, with dismiss). A
 * pending invitation is accepted through its e-mail link; while my e-mail is unproven only the
 * invitation whose link I opened is listed. The list is empty when it cannot be loaded (spec §7).
 */
export function InvitationsSection() {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n.language);
  const link = useInvitationLink();
  const invitations = useMyInvitations(link);
  const answer = useAnswerInvitation();
  const [notice, setNotice] = useState<Notice | null>(null);

  const list = invitations.data?.invitations ?? [];
  const linkedMissing =
    link !== null && invitations.isSuccess && !list.some((invitation) => invitation.id === link.invitationId);

  useEffect(() => {
    // A link that matches nothing addressed to me (spent, replaced, or for another account).
    if (linkedMissing) forgetInvitationLink();
  }, [linkedMissing]);

  async function respond(invitation: MyInvitation, kind: InvitationAnswer) {
    setNotice(null);
    const token = link?.invitationId === invitation.id ? link.token : undefined;
    try {
      await answer.mutateAsync({ answer: kind, invitationId: invitation.id, orgId: invitation.orgId, token });
      if (kind !== 'dismiss') forgetInvitationLink();
      if (kind === 'accept')
        setNotice({ tone: 'success', text: t('invitations.done.accepted', { name: invitation.orgName }) });
      if (kind === 'reject')
        setNotice({ tone: 'success', text: t('invitations.done.rejected', { name: invitation.orgName }) });
    } catch (error) {
      setNotice({ tone: 'error', text: t(answerErrorKey(error, kind)) });
    }
  }

  if (list.length === 0 && !linkedMissing && !notice && invitations.data?.emailVerified !== false) return null;

  return (
    <PortalCard headingId="invitations-heading" title={t('invitations.title')}>
      <div className="mt-3 space-y-3">
        {notice && <MessageBanner tone={notice.tone}>{notice.text}</MessageBanner>}
        {linkedMissing && <MessageBanner tone="error">{t('invitations.errors.linkInvalid')}</MessageBanner>}
        {invitations.data?.emailVerified === false && list.length === 0 && (
          <p className="text-slate-600 text-sm dark:text-slate-400">
            {t('invitations.unproven')}{' '}
            <ButtonLink to={paths.account} variant="secondary" className="mt-2">
              {t('invitations.verifyLink')}
            </ButtonLink>
          </p>
        )}
      </div>
      {list.length > 0 && (
        <ul className="mt-4 space-y-3">
          {list.map((invitation) => {
            const pending = invitation.status === 'PENDING' && !invitation.expired;
            const state =
              invitation.status === 'PENDING'
                ? invitation.expired
                  ? 'expired'
                  : 'pending'
                : invitation.status.toLowerCase();
            return (
              <li
                key={invitation.id}
                className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
              >
                <div className="min-w-0 space-y-1 text-sm">
                  <p className="font-medium text-base text-slate-900 dark:text-white">{invitation.orgName}</p>
                  <p className="text-slate-700 dark:text-slate-300">
                    {t('invitations.line', {
                      role: t(`invitations.roles.${invitation.role}`),
                      name: invitation.invitedByName,
                      date: formatDate(invitation.invitedAt.slice(0, 10), language),
                    })}
                  </p>
                  <p className="font-medium text-slate-900 dark:text-white">
                    {t(`invitations.status.${state as 'pending'}`)}
                    {pending &&
                      ` · ${t('invitations.expires', { date: formatDate(invitation.expiresAt.slice(0, 10), language) })}`}
                  </p>
                  {invitation.message && (
                    <p className="text-slate-600 italic dark:text-slate-400">
                      {t('invitations.note', { message: invitation.message })}
                    </p>
                  )}
                  {pending && !invitation.linked && (
                    <p className="text-slate-600 dark:text-slate-400">{t('invitations.openLink')}</p>
                  )}
                  {invitation.status === 'PENDING' && invitation.expired && (
                    <p className="text-slate-600 dark:text-slate-400">
                      {t('invitations.expiredHint', { name: invitation.orgName })}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  {answersFor(invitation).map((kind) => (
                    <Button
                      key={kind}
                      variant={kind === 'accept' ? 'primary' : 'secondary'}
                      onClick={() => void respond(invitation, kind)}
                      disabled={answer.isPending}
                      aria-label={t(`invitations.${kind}Label`, { name: invitation.orgName })}
                    >
                      {t(`invitations.${kind}`)}
                    </Button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </PortalCard>
  );
}
