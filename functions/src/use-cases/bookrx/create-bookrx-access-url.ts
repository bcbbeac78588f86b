import { individualAccessStatus } from '@lunia/shared/domain/access-status';
import type { Module } from '@lunia/shared/domain/constants';
import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { individualModuleAccess } from '@lunia/shared/domain/module-access';
import { AppError } from '@lunia/shared/errors';
import { getUserProfile } from '../../data/user-profiles';
import type { Caller } from '../../domain/caller';
import { userAsOf } from '../../domain/documents/expiry-rules';
import { personName, signedModuleAccessUrl } from '../steps/module-access';

/**
 * A person opens a module on their own (spec §4, issue 24): the same signed, single-use, two-minute
 * link as a member's, naming no organization. Only BookRx opens here, once their access status is
 * active (else 403 VERIFICATION_REQUIRED, the spec's message); Shift and Core come with an
 * organization's plan (403 MODULE_NOT_PAID); Vault is coming soon (409).
 */
export async function createBookrxAccessUrl({ caller, module }: { caller: Caller; module: Module }) {
  const profile = await getUserProfile(caller.userId);
  // An expired required licence counts as missing at once (issue 14), before the daily job records it.
  const active =
    profile !== undefined &&
    individualAccessStatus(userAsOf(profile, profile.documentExpiry, puertoRicoToday())) === 'active';
  const answer = individualModuleAccess({ active }, module);
  if (!answer.open) throw new AppError(answer.code);
  if (!profile) throw new AppError('VERIFICATION_REQUIRED');
  return signedModuleAccessUrl({
    module: answer.module,
    person: { id: profile.id, email: profile.email, name: personName(profile) },
    organization: null,
    modules: [answer.module],
  });
}
