import { pendingChangeRemovedChange } from '../../data/organization-pending-changes';
import type { Caller } from '../../domain/caller';
import { organizationView } from '../../views/organization-view';
import {
  heldChangeOf,
  organizationToDecide,
  proposedFields,
  writeDecision,
} from '../steps/organization-change-decision';

/**
 * A super admin rejects the held change of legal name or licence number, with a reason (issue 24):
 * the verified values stay; the owner is e-mailed the reason.
 */
export async function rejectOrganizationChange(input: { caller: Caller; orgId: string | undefined; reason: string }) {
  const organization = await organizationToDecide(input.caller, input.orgId);
  const pending = heldChangeOf(organization);
  await writeDecision({
    caller: input.caller,
    organization,
    change: pendingChangeRemovedChange(organization.id, pending),
    action: 'organization_change_rejected',
    at: new Date().toISOString(),
    reason: input.reason,
    changedFields: proposedFields(pending),
  });
  const { pendingChange: _held, ...rest } = organization;
  return { organization: organizationView(rest) };
}
