/**
 * The employer verification link (issue 27): a pharmacist shares a read-only page of their
 * credentials' statuses with an employer. The rules both the API and the web apply live here.
 */
import { type ExpiryState, expiryState } from './document-expiry';

/** A link lives 1 to this many days from its creation. */
export const VERIFICATION_LINK_MAX_DAYS = 90;
/** Longest label the owner gives a link (whom it was for). */
export const VERIFICATION_LINK_LABEL_MAX = 100;
/** Links one person may have working at once (neither revoked nor expired). */
export const VERIFICATION_LINK_ACTIVE_LIMIT = 20;
/** The token is 32 random bytes (256 bits) in base64url: exactly this many characters. */
export const VERIFICATION_TOKEN_LENGTH = 43;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Whether `value` has the shape of a link token at all (anything else is unknown without a lookup). */
export function isVerificationToken(value: string): boolean {
  return value.length === VERIFICATION_TOKEN_LENGTH && TOKEN_PATTERN.test(value);
}

/** The path of the public page a link opens; its last segment is the token. */
export const verificationPagePath = (token: string) => `/verify/${token}`;

/**
 * The path of the public page an inspection binder's QR code opens (issue 43): the location's summary,
 * read from `GET /api/public/location-verifications/{token}`; its last segment is the token.
 */
export const locationVerificationPagePath = (token: string) => `/verify/location/${token}`;

/** Where a link stands for its owner. */
export type VerificationLinkState = 'active' | 'revoked' | 'expired';

export function verificationLinkState(
  link: { revokedAt: string | null; expiresAt: string },
  now: Date,
): VerificationLinkState {
  if (link.revokedAt) return 'revoked';
  return Date.parse(link.expiresAt) <= now.getTime() ? 'expired' : 'active';
}

/**
 * What the public page says of one credential:
 * - `current`: approved by a Lunia admin and not within the expiring window;
 * - `expiring`: approved, expires within EXPIRING_SOON_DAYS (document-expiry.ts);
 * - `expired`: its expiry date has passed (whatever its review);
 * - `pending`: sent and waiting for review;
 * - `not_verified`: never sent, refused, or not accepted.
 */
export const PUBLIC_CREDENTIAL_STATUSES = ['current', 'expiring', 'expired', 'pending', 'not_verified'] as const;
export type PublicCredentialStatus = (typeof PUBLIC_CREDENTIAL_STATUSES)[number];

export function publicCredentialStatus(
  document: { status: string; expiresOn?: string | null | undefined },
  today: string,
): PublicCredentialStatus {
  const expiry: ExpiryState = expiryState(document.expiresOn, today);
  if (expiry.state === 'expired' && (document.status === 'approved' || document.status === 'pending')) {
    return 'expired';
  }
  if (document.status === 'pending') return 'pending';
  if (document.status !== 'approved') return 'not_verified';
  return expiry.state === 'expiring' ? 'expiring' : 'current';
}
