import { randomUUID } from 'node:crypto';
import type { createInviteBody } from '@lunia/shared/api/schemas/invites';
import { AppError } from '@lunia/shared/errors';
import type { z } from 'zod/mini';
import { type Invite, newInviteItems } from '../../data/invites';
import { getMembership } from '../../data/memberships';
import { getOrganization } from '../../data/organization-profiles';
import { writeTransaction } from '../../data/transactions';
import { findUserIdByEmail } from '../../data/user-claims';
import type { Caller, OrgScope } from '../../domain/caller';
import { inviteExpiry, newInviteToken } from '../../domain/invites/invite-rules';
import { logger } from '../../lib/logger';
import { inviteView } from '../../views/invite-view';
import { actorNameOf } from '../steps/actor';
import { invitationLinkFor, sendInvitationMail } from '../steps/invites';
import { organizationAuditEvent } from '../steps/organization-audit';

/**
 * Invites someone to the active organization by e-mail: refused if they are a member already or an
 * unexpired invite to the address is pending. The invite, its pending-address claim and the audit
 * event are one transaction; then the invitation e-mail (in the language the inviter chose) is
 * queued with a single-use link valid for 7 days. If queueing fails the invite stays and can be resent.
 */
export async function createOrganizationInvite(input: {
  caller: Caller;
  org: OrgScope;
  body: z.output<typeof createInviteBody>;
}) {
  const { orgId } = input.org;
  const email = input.body.email.toLowerCase();
  const [organization, existingUserId] = await Promise.all([getOrganization(orgId), findUserIdByEmail(email)]);
  if (!organization) throw new AppError('NOT_FOUND', 'Organization not found.');
  if (existingUserId && (await getMembership(orgId, existingUserId))) {
    throw new AppError('ALREADY_MEMBER', undefined, 'email');
  }

  const now = new Date();
  const at = now.toISOString();
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
  await writeTransaction(
    [...newInviteItems(invite, at), audit],
    new AppError('INVITE_ALREADY_PENDING', undefined, 'email'),
  );
  await sendInvitationMail(invite, link);
  logger.info('Invite created', { orgId, inviteId: invite.id });
  return { invite: inviteView(invite, now) };
}
