import { individualAccessStatus } from '@lunia/shared/domain/access-status';
import { BOOKRX_ACCESS_URL_SECONDS, type Module } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { getUserProfile } from '../../data/users';
import type { Caller } from '../../domain/caller';
import { signBookrxAccessUrl } from '../../domain/documents/bookrx-access-url';
import { bookrxSigningSecret } from '../../lib/aws/bookrx-signing-secret';
import { env } from '../../lib/env';

/**
 * The BookRx button of a verified individual: a link to the external BookRx login carrying the
 * user id and an expiry, signed with HMAC-SHA256, valid for two minutes. Anyone whose access status
 * is not active gets the spec's message (403).
 */
export async function createBookrxAccessUrl({ caller, module }: { caller: Caller; module: Module }) {
  if (module !== 'bookrx') throw new AppError('VALIDATION_FAILED', 'Only BookRx can be opened here.', 'module');
  const profile = await getUserProfile(caller.userId);
  if (!profile || individualAccessStatus(profile) !== 'active') throw new AppError('VERIFICATION_REQUIRED');
  const { url } = signBookrxAccessUrl({
    baseUrl: env.bookrxUrl,
    userId: caller.userId,
    secret: await bookrxSigningSecret(),
    expiresInSeconds: BOOKRX_ACCESS_URL_SECONDS,
  });
  return { accessUrl: url };
}
