/**
 * Parts the invite use cases share: loading an invite under the caller's organization, sending the
 * invitation e-mail with a fresh link, counting a sent invitation against today's limits, and finding an
 * invitation under the invitee's own e-mail.
 */
import { AppError } from '@lunia/shared/errors';
import { getEmailSuppression } from '../../data/email-suppressions';
import { invitationCounted } from '../../data/invite-limits';
import { findInvitationForEmail, getInvite, type Invite } from '../../data/invites';
import type { UserProfile } from '../../data/user-profiles';
import {
  INVITER_DAILY_INVITES,
  inviteDayExpiry,
  inviteDayOf,
  ORGANIZATION_DAILY_INVITES,
} from '../../domain/invites/invite-limits';
import { invitationLink, tokenMatches } from '../../domain/invites/invite-rules';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';

/**
 * The writes that count one sent invitation (a new one or a resend) against today's limits, of the
 * organization and of the person sending it; each fails its transaction once its limit is reached.
 */
export const sentInvitationCounted = (orgId: string, inviterId: string, now: Date) =>
  invitationCounted({
    orgId,
    inviterId,
    day: inviteDayOf(now),
    limits: { organization: ORGANIZATION_DAILY_INVITES, inviter: INVITER_DAILY_INVITES },
    expiresAt: inviteDayExpiry(now),
  });

export const INVITE_NOT_FOUND_MESSAGE = 'Invite not found in this organization.';
export const INVITATION_NOT_FOUND_MESSAGE = 'Invitation not found.';

/** An invite of the caller's organization: looked up under `ORG#<orgId>`, never by id alone. */
export async function loadOrganizationInvite(orgId: string, inviteId: string | undefined): Promise<Invite> {
  const invite = inviteId ? await getInvite(orgId, inviteId) : undefined;
  if (!invite) throw new AppError('NOT_FOUND', INVITE_NOT_FOUND_MESSAGE);
  return invite;
}

/**
 * An address on the suppression list (a hard bounce or a complaint) gets nothing from Lunia, so it is
 * not invited, nor sent an invitation again (issue 39; the mail worker would drop the e-mail anyway).
 */
export async function refuseUndeliverableAddress(email: string): Promise<void> {
  if (await getEmailSuppression(email)) throw new AppError('EMAIL_UNDELIVERABLE', undefined, 'email');
}

/**
 * The invitation link of an invite's token. Built before anything is written, so a stack without a
 * site address (SITE_URL) refuses to invite instead of storing an invite it cannot send.
 */
export function invitationLinkFor(inviteId: string, token: string): string {
  const siteUrl = env.siteUrl;
  if (!siteUrl) {
    logger.error('SITE_URL is not set (CDK context siteOrigin): invitation e-mails cannot be sent');
    throw new AppError('INTERNAL', 'Invitations are not available yet: the site address is not configured.');
  }
  return invitationLink(siteUrl, inviteId, token);
}

/**
 * Queues the invitation e-mail with its link (the token exists only in the link, this message and the
 * e-mail; the table keeps its hash). One e-mail per sending: the dedupe key names the sending.
 */
export async function sendInvitationMail(invite: Invite, link: string): Promise<void> {
  await enqueueMail({
    template: 'organization-invitation',
    to: invite.email,
    language: invite.language,
    data: {
      inviterName: invite.invitedByName,
      organizationName: invite.orgName,
      role: invite.role,
      message: invite.message,
      link,
      expiresAt: invite.expiresAt,
    },
    dedupeKey: `organization-invitation#${invite.id}#${invite.sentCount}`,
  });
}

/**
 * An invitation addressed to the caller, as the invitee may act on it: found under the caller's own
 * e-mail (so another person's invitation id is "not found"), and visible only if the caller proved
 * that address — by a confirmed code (`emailVerified`) or by presenting this invitation's current
 * link token, which only that inbox received.
 */
export async function loadOwnInvitation(
  profile: UserProfile,
  invitationId: string | undefined,
  token: string | undefined,
): Promise<{ invite: Invite; linked: boolean }> {
  const invite = invitationId ? await findInvitationForEmail(profile.email, invitationId) : undefined;
  if (!invite) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
  if (tokenMatches(invite.tokenHash, token)) return { invite, linked: true };
  // A link of an answered invite lost its token: the caller learns the invitation is no longer pending.
  if (token !== undefined && invite.status === 'PENDING') throw new AppError('INVITATION_LINK_INVALID');
  if (token === undefined && !profile.emailVerified) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
  return { invite, linked: false };
}
