import { randomUUID } from 'node:crypto';
import type { createInviteBody } from '@lunia/shared/api/schemas/invites';
import { AppError } from '@lunia/shared/errors';
import type { z } from 'zod/mini';
import { countPendingInvitesOfOrganization } from '../../data/invite-limits';
import { type Invite, newInviteItems } from '../../data/invites';
import { getMembership } from '../../data/memberships';
import { getOrganization } from '../../data/organization-profiles';
import { cancellationCodes, isTransactionConflict, onlyLostRace, writeTransaction } from '../../data/transactions';
import { findUserIdByEmail } from '../../data/user-claims';
import { getUserProfile } from '../../data/user-profiles';
import type { Caller, OrgScope } from '../../domain/caller';
import { secondsUntilNextInviteDay, UNVERIFIED_PENDING_INVITES } from '../../domain/invites/invite-limits';
import { inviteExpiry, newInviteToken } from '../../domain/invites/invite-rules';
import { logger } from '../../lib/logger';
import { inviteView } from '../../views/invite-view';
import { actorNameOf } from '../steps/actor';
import {
  invitationLinkFor,
  refuseUndeliverableAddress,
  sendInvitationMail,
  sentInvitationCounted,
} from '../steps/invites';
import { organizationAuditEvent } from '../steps/organization-audit';

/**
 * Invites someone to the active organization by e-mail: refused if they are a member already or an
 * unexpired invite to the address is pending. The invite, its pending-address claim and the audit
 * event are one transaction; then the invitation e-mail (in the language the inviter chose) is
 * queued with a single-use link valid for 7 days. If queueing fails the invite stays and can be resent.
 *
 * Abuse limits (issue 25): only an inviter whose e-mail is proven may invite; an organization not
 * verified yet holds at most 5 pending invitations; an organization sends at most 50 and a person at
 * most 20 invitations per UTC day. The day counters move in the invite's own transaction, so a
 * refused or failed invite counts nothing. Issue 39: only a verified organization's invitation carries
 * a note, and an address on the suppression list is refused.
 */
export async function createOrganizationInvite(input: {
  caller: Caller;
  org: OrgScope;
  body: z.output<typeof createInviteBody>;
}) {
  const { orgId } = input.org;
  const email = input.body.email.toLowerCase();
  const now = new Date();
  const at = now.toISOString();
  const [organization, existingUserId, inviter] = await Promise.all([
    getOrganization(orgId),
    findUserIdByEmail(email),
    getUserProfile(input.caller.userId),
  ]);
  if (!organization) throw new AppError('NOT_FOUND', 'Organization not found.');
  if (!inviter?.emailVerified) throw new AppError('INVITER_EMAIL_NOT_VERIFIED');
  // The note goes to any address: only a verified organization may write one (issue 39).
  if (input.body.message && !organization.verified) throw new AppError('INVITE_NOTE_NOT_ALLOWED', undefined, 'message');
  await refuseUndeliverableAddress(email);
  if (existingUserId && (await getMembership(orgId, existingUserId))) {
    throw new AppError('ALREADY_MEMBER', undefined, 'email');
  }
  if (!organization.verified && (await countPendingInvitesOfOrganization(orgId, at)) >= UNVERIFIED_PENDING_INVITES) {
    throw new AppError('INVITE_PENDING_LIMIT');
  }

  const { token, hash } = newInviteToken();
  const id = randomUUID();
  const link = invitationLinkFor(id, token);
  const invite: Invite = {
    id,
    orgId,
    orgName: organization.name,
    email,
    role: input.body.role,
    status: 'PENDING',
    invitedAt: at,
    invitedBy: input.caller.userId,
    invitedByName: (await actorNameOf(input.caller)) ?? organization.name,
    message: input.body.message ?? '',
    language: input.body.language,
    tokenHash: hash,
    expiresAt: inviteExpiry(now),
    lastSentAt: at,
    sentCount: 1,
  };
  const audit = await organizationAuditEvent({
    caller: input.caller,
    orgId,
    role: input.org.role,
    action: 'invite_created',
    at,
    inviteId: invite.id,
  });
  const counted = sentInvitationCounted(orgId, input.caller.userId, now);
  for (let attempt = 1; ; attempt++) {
    try {
      await writeTransaction([...counted, ...newInviteItems(invite, at), audit]);
      break;
    } catch (error) {
      // Two invites of one organization at once touch the same day counter: the loser tries again.
      if (attempt < MAX_ATTEMPTS && onlyLostRace(error)) continue;
      throw refusalOf(error, now);
    }
  }
  await sendInvitationMail(invite, link);
  logger.info('Invite created', { orgId, inviteId: invite.id });
  return { invite: inviteView(invite, now) };
}

const MAX_ATTEMPTS = 3;

/**
 * What a cancelled invite transaction means, by the position of the condition that failed: the
 * organization's day counter (0), the inviter's (1), else the address's pending invite.
 */
function refusalOf(error: unknown, now: Date): unknown {
  if (!isTransactionConflict(error)) return error;
  const codes = cancellationCodes(error) ?? [];
  const failed = (index: number) => codes[index] === 'ConditionalCheckFailed';
  if (failed(0)) {
    return new AppError('INVITE_DAILY_LIMIT_ORGANIZATION', undefined, undefined, secondsUntilNextInviteDay(now));
  }
  if (failed(1))
    return new AppError('INVITE_DAILY_LIMIT_INVITER', undefined, undefined, secondsUntilNextInviteDay(now));
  return new AppError('INVITE_ALREADY_PENDING', undefined, 'email');
}
