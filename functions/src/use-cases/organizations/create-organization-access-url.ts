import { organizationAccessStatus } from '@lunia/shared/domain/access-status';
import type { Module } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import type { Caller, OrgScope } from '../../domain/caller';
import { requireBookrxModule, signedBookrxAccessUrl } from '../steps/bookrx-access';
import { loadOrganization } from '../steps/organization-locations';

/**
 * The BookRx button of a member of an organization whose access status is active (verified, BookRx
 * active; spec §4): the same signed, two-minute link as an individual's, naming the organization too.
 * verified_pending_activation → 409 MODULE_NOT_ACTIVE (an owner or admin activates it); every status
 * before verification → 403 VERIFICATION_REQUIRED, the spec's message. The documents only tell the
 * unverified statuses apart, which all get that same answer, so they are not read.
 */
export async function createOrganizationAccessUrl(input: { caller: Caller; org: OrgScope; module: Module }) {
  requireBookrxModule(input.module);
  const organization = await loadOrganization(input.org.orgId);
  const status = organizationAccessStatus({
    verified: organization.verified === true,
    activeModules: organization.activeModules ?? [],
    documents: [],
  });
  if (status === 'verified_pending_activation') throw new AppError('MODULE_NOT_ACTIVE');
  if (status !== 'active') throw new AppError('VERIFICATION_REQUIRED');
  return signedBookrxAccessUrl({ userId: input.caller.userId, orgId: organization.id });
}
