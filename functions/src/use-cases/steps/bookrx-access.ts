/**
 * The signed BookRx link both access routes answer with (a user's own, and a member's for an
 * organization): the module check, the secret, the lifetime and the signing, in one place.
 */
import { BOOKRX_ACCESS_URL_SECONDS, type Module } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { signBookrxAccessUrl } from '../../domain/documents/bookrx-access-url';
import { bookrxSigningSecret } from '../../lib/aws/bookrx-signing-secret';
import { env } from '../../lib/env';

/** Only BookRx has an external login today; other modules have nothing to open. */
export function requireBookrxModule(module: Module): void {
  if (module !== 'bookrx') throw new AppError('VALIDATION_FAILED', 'Only BookRx can be opened here.', 'module');
}

/** `{ accessUrl }`: valid for BOOKRX_ACCESS_URL_SECONDS, for the user (and the organization, if given). */
export async function signedBookrxAccessUrl(input: { userId: string; orgId?: string }): Promise<{ accessUrl: string }> {
  const { url } = signBookrxAccessUrl({
    baseUrl: env.bookrxUrl,
    userId: input.userId,
    ...(input.orgId ? { orgId: input.orgId } : {}),
    secret: await bookrxSigningSecret(),
    expiresInSeconds: BOOKRX_ACCESS_URL_SECONDS,
  });
  return { accessUrl: url };
}
