import type { Module } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { getUserProfile } from '../../data/user-profiles';
import type { Caller } from '../../domain/caller';
import { personName, signedModuleAccessUrl } from '../steps/module-access';
import { individualAnswer, openedOrRefused } from '../steps/module-access-rules';

/**
 * A person opens a module on their own (spec §4, issue 24): the same signed, single-use, two-minute
 * link as a member's, naming no organization. Only BookRx opens here, once their access status is
 * active (else 403 VERIFICATION_REQUIRED, the spec's message); Shift and Core come with an
 * organization's plan (403 MODULE_NOT_PAID); Vault is coming soon (409).
 */
export async function createBookrxAccessUrl({ caller, module }: { caller: Caller; module: Module }) {
  const profile = await getUserProfile(caller.userId);
  const opened = openedOrRefused(individualAnswer(profile, module), module);
  if (!profile) throw new AppError('VERIFICATION_REQUIRED');
  return signedModuleAccessUrl({
    module: opened,
    person: { id: profile.id, email: profile.email, name: personName(profile) },
    organization: null,
    modules: [opened],
  });
}
