import { individualAccessStatus } from '@lunia/shared/domain/access-status';
import type { Module } from '@lunia/shared/domain/constants';
import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { AppError } from '@lunia/shared/errors';
import { getUserProfile } from '../../data/user-profiles';
import type { Caller } from '../../domain/caller';
import { userAsOf } from '../../domain/documents/expiry-rules';
import { requireBookrxModule, signedBookrxAccessUrl } from '../steps/bookrx-access';

/**
 * The BookRx button of a verified individual: a link to the external BookRx login carrying the
 * user id and an expiry, signed with HMAC-SHA256, valid for two minutes. Anyone whose access status
 * is not active gets the spec's message (403).
 */
export async function createBookrxAccessUrl({ caller, module }: { caller: Caller; module: Module }) {
  requireBookrxModule(module);
  const profile = await getUserProfile(caller.userId);
  // An expired required licence counts as missing at once (issue 14), before the daily job records it.
  if (!profile || individualAccessStatus(userAsOf(profile, profile.documentExpiry, puertoRicoToday())) !== 'active') {
    throw new AppError('VERIFICATION_REQUIRED');
  }
  return signedBookrxAccessUrl({ userId: caller.userId });
}
