import type { activateModulesBody } from '@lunia/shared/api/schemas/organizations';
import type { Module } from '@lunia/shared/domain/constants';
import { freeModulesToActivate } from '@lunia/shared/domain/organization-modules';
import { AppError } from '@lunia/shared/errors';
import type { z } from 'zod/mini';
import { moduleActivated } from '../../data/organization-modules';
import type { Organization } from '../../data/organization-profiles';
import { isTransactionConflict, writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { moduleActivationRefusal } from '../../domain/organizations/module-activation';
import { organizationAuditEvent } from '../steps/organization-audit';
import { loadOrganization } from '../steps/organization-locations';

/** What is still to activate: the requested free modules the verified organization does not have yet. */
function stillToActivate(organization: Organization): Module[] {
  if (!organization.verified) throw new AppError('ORGANIZATION_NOT_VERIFIED');
  return freeModulesToActivate({ verified: true, activeModules: organization.activeModules ?? [] });
}

/**
 * An organization's owner or admin activates BookRx, free for a verified organization (spec §1, §4).
 * The body is a request the server judges (domain/organizations/module-activation.ts): paid modules,
 * a paid activation and unlimited locations are refused (403 SUBSCRIPTION_REQUIRED) — those come
 * with a subscription (online billing, a later issue). An unverified organization gets 409
 * ORGANIZATION_NOT_VERIFIED and nothing changes. Activating what is already active changes nothing
 * and answers the same; each activation is one conditional write with its audit event, so of two
 * activations at once one writes and the other finds it active. The location limit is unchanged:
 * BookRx is not a paid module (shared/domain/location-limit.ts).
 */
export async function activateOrganizationModules(input: {
  caller: Caller;
  org: OrgScope;
  body: z.output<typeof activateModulesBody>;
}) {
  const refusal = moduleActivationRefusal(input.body);
  if (refusal) throw new AppError(refusal.code, refusal.message, refusal.field);
  const requested = new Set(input.body.modules);
  const pending = stillToActivate(await loadOrganization(input.org.orgId)).filter((m) => requested.has(m));
  for (const module of pending) {
    const at = new Date().toISOString();
    try {
      await writeTransaction([
        moduleActivated(input.org.orgId, module),
        await organizationAuditEvent({
          caller: input.caller,
          orgId: input.org.orgId,
          role: input.org.role,
          action: 'modules_activated',
          at,
          modules: [module],
        }),
      ]);
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
      // Lost a race: activated meanwhile (done), unverified meanwhile (409), or another change (retry).
      const now = stillToActivate(await loadOrganization(input.org.orgId));
      if (now.includes(module)) throw new AppError('CONFLICT');
    }
  }
  return { success: true as const };
}
