/** What the Pending Invites tab tells the user when a call fails (the original only logged them). */
import { ApiError } from '../../lib/api-client';

export type InviteAction = 'send' | 'cancel' | 'resend';

export type InviteErrorKey =
  | 'invites.errors.alreadyMember'
  | 'invites.errors.alreadyPending'
  | 'invites.errors.notPending'
  | 'invites.errors.tooSoon'
  | 'invites.errors.notFound'
  | 'invites.errors.forbidden'
  | 'invites.errors.network'
  | 'invites.errors.sendFailed'
  | 'invites.errors.cancelFailed'
  | 'invites.errors.resendFailed'
  | 'invites.errors.noteNotAllowed'
  | 'invites.errors.sendLimit'
  | 'invites.errors.undeliverable'
  | 'invites.errors.inviterUnverified'
  | 'invites.errors.dailyLimit'
  | 'invites.loadInvalid'
  | 'invites.loadFailed';

const FALLBACK: Record<InviteAction, InviteErrorKey> = {
  send: 'invites.errors.sendFailed',
  cancel: 'invites.errors.cancelFailed',
  resend: 'invites.errors.resendFailed',
};

/** The translation key (namespace organization-admin) of a failed invite call. */
export function inviteErrorKey(error: unknown, action: InviteAction): InviteErrorKey {
  if (!(error instanceof ApiError)) return FALLBACK[action];
  switch (error.code) {
    case 'ALREADY_MEMBER':
      return 'invites.errors.alreadyMember';
    case 'INVITE_ALREADY_PENDING':
      return 'invites.errors.alreadyPending';
    case 'INVITE_NOT_PENDING':
      return 'invites.errors.notPending';
    case 'TOO_MANY_REQUESTS':
      return 'invites.errors.tooSoon';
    case 'NOT_FOUND':
      return 'invites.errors.notFound';
    case 'FORBIDDEN':
    case 'NOT_A_MEMBER':
      return 'invites.errors.forbidden';
    case 'NETWORK_ERROR':
      return 'invites.errors.network';
    case 'INVITE_NOTE_NOT_ALLOWED':
      return 'invites.errors.noteNotAllowed';
    case 'INVITE_SEND_LIMIT':
      return 'invites.errors.sendLimit';
    case 'EMAIL_UNDELIVERABLE':
      return 'invites.errors.undeliverable';
    case 'INVITER_EMAIL_NOT_VERIFIED':
      return 'invites.errors.inviterUnverified';
    case 'INVITE_DAILY_LIMIT_ORGANIZATION':
    case 'INVITE_DAILY_LIMIT_INVITER':
      return 'invites.errors.dailyLimit';
    default:
      return FALLBACK[action];
  }
}

/** Spec §8: a list failure whose message says "Validation failed" gets its own text. */
export const inviteLoadErrorKey = (error: unknown): InviteErrorKey =>
  error instanceof Error && error.message.includes('Validation failed') ? 'invites.loadInvalid' : 'invites.loadFailed';
