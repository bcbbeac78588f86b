import { INVITE_MAX_SENDS, INVITE_RESEND_COOLDOWN_SECONDS } from '@lunia/shared/api/schemas/invites';
import { AppError } from '@lunia/shared/errors';
import { getInvite, type Invite, resendInviteItems } from '../../data/invites';
import { cancellationCodes, isTransactionConflict, onlyLostRace, writeTransaction } from '../../data/transactions';
import { getUserProfile } from '../../data/user-profiles';
import type { Caller, OrgScope } from '../../domain/caller';
import { secondsUntilNextInviteDay } from '../../domain/invites/invite-limits';
import { inviteExpiry, newInviteToken, resendAllowedIfSentBefore } from '../../domain/invites/invite-rules';
import { inviteView } from '../../views/invite-view';
import {
  invitationLinkFor,
  loadOrganizationInvite,
  refuseUndeliverableAddress,
  sendInvitationMail,
  sentInvitationCounted,
} from '../steps/invites';
import { organizationAuditEvent } from '../steps/organization-audit';

const TOO_SOON = `This invite was just sent. You can resend it after ${INVITE_RESEND_COOLDOWN_SECONDS} seconds.`;
const MAX_ATTEMPTS = 3;

/**
 * Sends a pending invite again (also an expired one): a new link (the previous one stops working),
 * a new 7-day expiry and a new e-mail. At most one sending per cooldown.
 *
 * Issue 39: a resend is a sending like the first. Only a person whose e-mail is proven resends; it
 * counts on the organization's and the resender's daily limits (in the same transaction, so a refused
 * resend counts nothing); an invitation is sent at most 3 times in all; an address on the suppression
 * list is not sent to again.
 */
export async function resendOrganizationInvite(input: { caller: Caller; org: OrgScope; inviteId: string | undefined }) {
  const { orgId } = input.org;
  const invite = await loadOrganizationInvite(orgId, input.inviteId);
  if (invite.status !== 'PENDING') throw new AppError('INVITE_NOT_PENDING');
  const now = new Date();
  const at = now.toISOString();
  const sentBefore = resendAllowedIfSentBefore(now);
  if (invite.sentCount >= INVITE_MAX_SENDS) throw new AppError('INVITE_SEND_LIMIT');
  if (invite.lastSentAt > sentBefore) throw new AppError('TOO_MANY_REQUESTS', TOO_SOON);
  const resender = await getUserProfile(input.caller.userId);
  if (!resender?.emailVerified) throw new AppError('INVITER_EMAIL_NOT_VERIFIED');
  await refuseUndeliverableAddress(invite.email);

  const { token, hash } = newInviteToken();
  const link = invitationLinkFor(invite.id, token);
  const expiresAt = inviteExpiry(now);
  const counted = sentInvitationCounted(orgId, input.caller.userId, now);
  const audit = await organizationAuditEvent({
    caller: input.caller,
    orgId,
    role: input.org.role,
    action: 'invite_resent',
    at,
    inviteId: invite.id,
  });
  const items = [
    ...counted,
    ...resendInviteItems(invite, { tokenHash: hash, at, expiresAt, sentBefore, maxSends: INVITE_MAX_SENDS }),
    audit,
  ];
  for (let attempt = 1; ; attempt++) {
    try {
      await writeTransaction(items);
      break;
    } catch (error) {
      // Another sending of the organization at the same moment held a day counter: try again.
      if (attempt < MAX_ATTEMPTS && onlyLostRace(error)) continue;
      throw await refusalOf(error, invite, { now, sentBefore });
    }
  }
  const { bouncedAt: _bounced, ...unbounced } = invite;
  const resent = { ...unbounced, tokenHash: hash, expiresAt, lastSentAt: at, sentCount: invite.sentCount + 1 };
  await sendInvitationMail(resent, link);
  return { invite: inviteView(resent, now) };
}

/**
 * What a cancelled resend means, by the position of the condition that failed: the organization's day
 * counter (0), the resender's (1), else the invite itself, read again to say why.
 */
async function refusalOf(error: unknown, invite: Invite, when: { now: Date; sentBefore: string }): Promise<unknown> {
  if (!isTransactionConflict(error)) return error;
  const codes = cancellationCodes(error) ?? [];
  const retryAfter = secondsUntilNextInviteDay(when.now);
  if (codes[0] === 'ConditionalCheckFailed') {
    return new AppError('INVITE_DAILY_LIMIT_ORGANIZATION', undefined, undefined, retryAfter);
  }
  if (codes[1] === 'ConditionalCheckFailed') {
    return new AppError('INVITE_DAILY_LIMIT_INVITER', undefined, undefined, retryAfter);
  }
  const current = await getInvite(invite.orgId, invite.id);
  if (current?.status !== 'PENDING') return new AppError('INVITE_NOT_PENDING');
  if (current.sentCount >= INVITE_MAX_SENDS) return new AppError('INVITE_SEND_LIMIT');
  if (current.lastSentAt > when.sentBefore) return new AppError('TOO_MANY_REQUESTS', TOO_SOON);
  // The address was invited again by a newer invite after this one expired.
  return new AppError('INVITE_ALREADY_PENDING');
}
