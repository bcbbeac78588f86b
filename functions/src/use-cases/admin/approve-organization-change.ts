import { pendingChangeAppliedChange } from '../../data/organization-pending-changes';
import type { Caller } from '../../domain/caller';
import { organizationView } from '../../views/organization-view';
import {
  heldChangeOf,
  organizationToDecide,
  proposedFields,
  writeDecision,
} from '../steps/organization-change-decision';

/**
 * A super admin approves the change of legal name or licence number an organization's owner asked
 * for (issue 24): its values become the organization's; the owner is e-mailed. 409 with none held, or
 * when the held change was replaced, withdrawn or decided meanwhile.
 */
export async function approveOrganizationChange(input: { caller: Caller; orgId: string | undefined }) {
  const organization = await organizationToDecide(input.caller, input.orgId);
  const pending = heldChangeOf(organization);
  const at = new Date().toISOString();
  await writeDecision({
    caller: input.caller,
    organization,
    change: pendingChangeAppliedChange(organization.id, pending),
    action: 'organization_change_approved',
    at,
    changedFields: proposedFields(pending),
  });
  const { pendingChange: _held, ...rest } = organization;
  return {
    organization: organizationView({
      ...rest,
      ...(pending.name !== undefined ? { name: pending.name } : {}),
      ...(pending.pharmacyLicenseNumber !== undefined ? { pharmacyLicenseNumber: pending.pharmacyLicenseNumber } : {}),
    }),
  };
}
