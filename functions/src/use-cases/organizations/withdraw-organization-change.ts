import { AppError } from '@lunia/shared/errors';
import { pendingChangeRemovedChange } from '../../data/organization-pending-changes';
import { writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { organizationView } from '../../views/organization-view';
import { organizationAuditEvent } from '../steps/organization-audit';
import { proposedFields } from '../steps/organization-change-decision';
import { loadOrganization } from '../steps/organization-locations';

/**
 * The owner or an admin withdraws the change of legal name or licence number held for review (issue
 * 24): the verified values stay, audited. Nothing held is nothing to do (the answer is the record).
 */
export async function withdrawOrganizationChange(input: { caller: Caller; org: OrgScope }) {
  const { orgId, role } = input.org;
  const organization = await loadOrganization(orgId);
  const pending = organization.pendingChange;
  if (!pending) return { org: organizationView(organization) };
  await writeTransaction(
    [
      pendingChangeRemovedChange(orgId, pending),
      await organizationAuditEvent({
        caller: input.caller,
        orgId,
        role,
        action: 'organization_change_withdrawn',
        at: new Date().toISOString(),
        changedFields: proposedFields(pending),
      }),
    ],
    new AppError('CONFLICT', 'The change held for review was decided or replaced meanwhile. Reload and try again.'),
  );
  const { pendingChange: _held, ...rest } = organization;
  return { org: organizationView(rest) };
}
