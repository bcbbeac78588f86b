import type { Module } from '@lunia/shared/domain/constants';
import { organizationModuleAccess, organizationOpenModules } from '@lunia/shared/domain/module-access';
import { organizationModuleStateOf } from '@lunia/shared/domain/organization-module-state';
import { AppError } from '@lunia/shared/errors';
import { getUserProfile } from '../../data/user-profiles';
import type { Caller, OrgScope } from '../../domain/caller';
import { personName, signedModuleAccessUrl } from '../steps/module-access';
import { openedOrRefused } from '../steps/module-access-rules';
import { loadOrganization } from '../steps/organization-locations';

/**
 * A member opens a module for their organization (spec §4, issue 24): a signed, single-use, two-minute
 * link to the module's product URL naming the person, the organization, their role and the modules
 * they may open there. The rule is shared/src/domain/module-access.ts, on the input the module cards
 * rebuild from the organization detail (shared/src/domain/organization-module-state.ts): BookRx once verified and
 * activated (else 409 MODULE_NOT_ACTIVE, or 403 VERIFICATION_REQUIRED before verification); Shift and
 * Core only while the plan is active and includes them (403 MODULE_NOT_PAID); nothing while suspended
 * (403 ORGANIZATION_SUSPENDED); Vault is coming soon (409). Membership was checked before this runs.
 */
export async function createOrganizationAccessUrl(input: { caller: Caller; org: OrgScope; module: Module }) {
  const [organization, profile] = await Promise.all([
    loadOrganization(input.org.orgId),
    getUserProfile(input.caller.userId),
  ]);
  if (!profile) throw new AppError('PROFILE_NOT_FOUND');
  const state = organizationModuleStateOf(organization);
  const module = openedOrRefused(organizationModuleAccess(state, input.module), input.module);
  return signedModuleAccessUrl({
    module,
    person: { id: profile.id, email: profile.email, name: personName(profile) },
    organization: { id: organization.id, name: organization.name, role: input.org.role },
    modules: organizationOpenModules(state),
  });
}
