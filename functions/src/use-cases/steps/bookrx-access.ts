/**
 * The signed BookRx link both access routes answer with (a user's own, and a member's for an
 * organization): the module check, the secret, the lifetime and the signing, in one place.
 */
import { randomBytes } from 'node:crypto';
import { BOOKRX_ACCESS_URL_SECONDS, type Module } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { recordBookrxLink } from '../../data/bookrx-links';
import { signBookrxAccessUrl } from '../../domain/documents/bookrx-access-url';
import { bookrxSigningSecret } from '../../lib/aws/bookrx-signing-secret';
import { env } from '../../lib/env';

/** Only BookRx has an external login today; other modules have nothing to open. */
export function requireBookrxModule(module: Module): void {
  if (module !== 'bookrx') throw new AppError('VALIDATION_FAILED', 'Only BookRx can be opened here.', 'module');
}

/**
 * `{ accessUrl }`: valid for BOOKRX_ACCESS_URL_SECONDS, once, for the user (and the organization, if
 * given). The link's nonce is recorded so BookRx can redeem it a single time.
 */
export async function signedBookrxAccessUrl(input: { userId: string; orgId?: string }): Promise<{ accessUrl: string }> {
  const issuedAt = new Date();
  const nonce = randomBytes(16).toString('base64url');
  const { url, expiresAt } = signBookrxAccessUrl({
    baseUrl: env.bookrxUrl,
    userId: input.userId,
    ...(input.orgId ? { orgId: input.orgId } : {}),
    secret: await bookrxSigningSecret(),
    nonce,
    expiresInSeconds: BOOKRX_ACCESS_URL_SECONDS,
    now: issuedAt,
  });
  await recordBookrxLink({ nonce, userId: input.userId, orgId: input.orgId ?? null, issuedAt, expiresAt });
  return { accessUrl: url };
}
