/** API shapes of an invite: as its organization's owners and admins see it, and as its invitee sees it. */

import type { invitationSummary, inviteRecord } from '@lunia/shared/api/schemas/invites';
import type { z } from 'zod/mini';
import type { Invite } from '../data/invites';
import { isExpired } from '../domain/invites/invite-rules';

export function inviteView(invite: Invite, now: Date): z.output<typeof inviteRecord> {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    status: invite.status,
    invitedAt: invite.invitedAt,
    expiresAt: invite.expiresAt,
    expired: invite.status === 'PENDING' && isExpired(invite, now),
    language: invite.language,
    invitedByName: invite.invitedByName,
    lastSentAt: invite.lastSentAt,
    sentCount: invite.sentCount,
    respondedAt: invite.respondedAt ?? null,
    undeliverable: invite.status === 'PENDING' && invite.bouncedAt !== undefined,
  };
}

export function invitationView(invite: Invite, now: Date, linked: boolean): z.output<typeof invitationSummary> {
  return {
    id: invite.id,
    orgId: invite.orgId,
    orgName: invite.orgName,
    role: invite.role,
    status: invite.status,
    invitedAt: invite.invitedAt,
    expiresAt: invite.expiresAt,
    expired: invite.status === 'PENDING' && isExpired(invite, now),
    message: invite.message,
    invitedByName: invite.invitedByName,
    linked,
  };
}
