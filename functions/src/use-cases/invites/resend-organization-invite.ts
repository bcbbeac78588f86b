import { INVITE_RESEND_COOLDOWN_SECONDS } from '@lunia/shared/api/schemas/invites';
import { AppError } from '@lunia/shared/errors';
import { getInvite, resendInviteItems } from '../../data/invites';
import { isTransactionConflict, writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { inviteExpiry, newInviteToken, resendAllowedIfSentBefore } from '../../domain/invites/invite-rules';
import { inviteView } from '../../views/invite-view';
import { invitationLinkFor, loadOrganizationInvite, sendInvitationMail } from '../steps/invites';
import { organizationAuditEvent } from '../steps/organization-audit';

const TOO_SOON = `This invite was just sent. You can resend it after ${INVITE_RESEND_COOLDOWN_SECONDS} seconds.`;

/**
 * Sends a pending invite again (also an expired one): a new link (the previous one stops working),
 * a new 7-day expiry and a new e-mail. At most one sending per cooldown.
 */
export async function resendOrganizationInvite(input: { caller: Caller; org: OrgScope; inviteId: string | undefined }) {
  const { orgId } = input.org;
  const invite = await loadOrganizationInvite(orgId, input.inviteId);
  if (invite.status !== 'PENDING') throw new AppError('INVITE_NOT_PENDING');
  const now = new Date();
  const at = now.toISOString();
  const sentBefore = resendAllowedIfSentBefore(now);
  if (invite.lastSentAt > sentBefore) throw new AppError('TOO_MANY_REQUESTS', TOO_SOON);
  const { token, hash } = newInviteToken();
  const link = invitationLinkFor(invite.id, token);
  const expiresAt = inviteExpiry(now);
  try {
    await writeTransaction([
      ...resendInviteItems(invite, { tokenHash: hash, at, expiresAt, sentBefore }),
      await organizationAuditEvent({
        caller: input.caller,
        orgId,
        role: input.org.role,
        action: 'invite_resent',
        at,
        inviteId: invite.id,
      }),
    ]);
  } catch (error) {
    if (!isTransactionConflict(error)) throw error;
    const current = await getInvite(orgId, invite.id);
    if (current?.status !== 'PENDING') throw new AppError('INVITE_NOT_PENDING');
    if (current.lastSentAt > sentBefore) throw new AppError('TOO_MANY_REQUESTS', TOO_SOON);
    // The address was invited again by a newer invite after this one expired.
    throw new AppError('INVITE_ALREADY_PENDING');
  }
  const resent = { ...invite, tokenHash: hash, expiresAt, lastSentAt: at, sentCount: invite.sentCount + 1 };
  await sendInvitationMail(resent, link);
  return { invite: inviteView(resent, now) };
}
