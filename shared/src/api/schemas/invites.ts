import * as z from 'zod/mini';
import { INVITE_ROLES, LANGUAGES } from '../../domain/constants';
import { emailField, optionalText } from './common';

/** Stored states of an invite. An invite past its `expiresAt` stays PENDING in the table and is shown as expired. */
export const INVITE_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** How long an invitation link can be used, from its last sending. */
export const INVITE_VALIDITY_DAYS = 7;
/** The shortest pause between two sendings of one invite (resend). */
export const INVITE_RESEND_COOLDOWN_SECONDS = 60;

/** Sendings of one invitation in all, its first included (issue 39); each also counts on the daily limits. */
export const INVITE_MAX_SENDS = 3;

/** The inviter's note: shown in the invitation's body as theirs, never in its subject (issue 25). */
export const INVITE_NOTE_MAX_LENGTH = 500;

export const createInviteBody = z.object({
  email: emailField,
  role: z._default(z.enum(INVITE_ROLES, { error: 'Role must be member, admin or manager' }), 'member'),
  message: optionalText('Message', INVITE_NOTE_MAX_LENGTH),
  /** The language of the invitation e-mail, chosen by the inviter. */
  language: z._default(z.enum(LANGUAGES, { error: 'Language must be en or es' }), 'en'),
});

/** An invite as the inviting organization's owners and admins see it. */
export const inviteRecord = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  status: z.enum(INVITE_STATUSES),
  invitedAt: z.string(),
  /** When the link stops working; an expired PENDING invite can be resent, not accepted. */
  expiresAt: z.string(),
  expired: z.boolean(),
  language: z.enum(LANGUAGES),
  invitedByName: z.string(),
  lastSentAt: z.string(),
  sentCount: z.number(),
  respondedAt: z.nullable(z.string()),
  /**
   * SES reported a hard bounce of the address since the invitation's last sending (issue 39): it did
   * not arrive, and shows as Undeliverable instead of Pending. A resend is refused while the address
   * is on the suppression list.
   */
  undeliverable: z.boolean(),
});
export const invitesQuery = z.object({ status: z.optional(z.enum(INVITE_STATUSES)) });
export const invitesResponse = z.object({ invites: z.array(inviteRecord) });
export const inviteResponse = z.object({ invite: inviteRecord });

/** The secret of an invitation link: 32 random bytes, base64url. */
export const invitationToken = z
  .string({ error: 'The invitation link is invalid.' })
  .check(
    z.minLength(20, { error: 'The invitation link is invalid.' }),
    z.maxLength(100, { error: 'The invitation link is invalid.' }),
    z.regex(/^[A-Za-z0-9_-]+$/, { error: 'The invitation link is invalid.' }),
  );

/** An invitation as its invitee sees it (spec: pending, accepted or rejected, with dismiss). */
export const invitationSummary = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  role: z.enum(INVITE_ROLES),
  status: z.enum(INVITE_STATUSES),
  invitedAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
  message: z.string(),
  invitedByName: z.string(),
  /** The caller opened this invitation's link: they can accept it. */
  linked: z.boolean(),
});
/**
 * The invitation link's id and token, when the caller arrives from it (see
 * docs/decisions/0071-invitation-link-opened-signed-out.md).
 */
export const invitationsQuery = z.object({
  invitation: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  token: z.optional(invitationToken),
});
export const invitationsResponse = z.object({
  invitations: z.array(invitationSummary),
  /** False while the caller's e-mail is unproven: only an invitation whose link they opened is listed. */
  emailVerified: z.boolean(),
});
export const acceptInvitationBody = z.object({ token: invitationToken });
export const respondToInvitationBody = z.object({ token: z.optional(invitationToken) });

/** The token of an opened invitation link, sent in the body (never in a URL) for the signed-out preview. */
export const invitationPreviewBody = z.object({ token: invitationToken });
/** What a signed-out visitor holding the link may see: who invites them, to which address, as what. */
export const invitationPreviewResponse = z.object({
  invitation: z.object({
    organizationName: z.string(),
    email: z.string(),
    role: z.enum(INVITE_ROLES),
    expiresAt: z.string(),
  }),
});
