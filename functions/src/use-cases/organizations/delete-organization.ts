import { AppError } from '@lunia/shared/errors';
import { organizationDeletedChange } from '../../data/organization-lifecycle';
import { writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { logger } from '../../lib/logger';
import { organizationAuditEvent } from '../steps/organization-audit';
import { loadOrganization } from '../steps/organization-locations';

/**
 * The owner deletes the organization (issue 24). Refused while a subscription is live (active or past
 * due): the plan is cancelled first; a plan cancelled in the portal that runs to its period's end is
 * refused with that end (issue 40), after which the provider ends it and deletion is allowed. First one small transaction conditioned on that: the organization
 * is marked deleted and leaves the lists, and the audit event is written. From then on every route of
 * the organization answers 404, it leaves its members' lists, no one can join it and no payment
 * changes it. Then the table stream, reacting to the mark, updates every membership and cancels the
 * pending invites in batches, whatever the size of the team (steps/organization-deletion.ts; a failed
 * run is delivered again and finishes the rest). The items, payments and audit trail stay (soft
 * delete, docs/decisions/0051-organization-lifecycle.md). Members are e-mailed from the audit event (table stream).
 */
export async function deleteOrganization(input: { caller: Caller; org: OrgScope }) {
  const { caller, org } = input;
  if (org.role !== 'owner') {
    throw new AppError('OWNER_ROLE_REQUIRED', 'Only the owner can delete the organization.');
  }
  const organization = await loadOrganization(org.orgId);
  if (organization.billing && organization.billing.status !== 'canceled') {
    // Cancelled in the portal but still in its paid period (issue 40): say when deletion becomes possible.
    if (organization.billing.cancelAtPeriodEnd) {
      const end = organization.billing.currentPeriodEnd;
      throw new AppError(
        'PLAN_ENDS_AT_PERIOD_END',
        end
          ? `The plan is cancelled and stays active until ${end.slice(0, 10)}. The organization can be deleted from then on.`
          : undefined,
        undefined,
        undefined,
        end ? { endsAt: end } : undefined,
      );
    }
    throw new AppError(
      'PLAN_ALREADY_ACTIVE',
      'This organization has a live subscription. Cancel the plan in Billing first, then delete the organization.',
    );
  }
  const at = new Date().toISOString();
  await writeTransaction(
    [
      organizationDeletedChange(org.orgId, { at, by: caller.userId }),
      await organizationAuditEvent({ caller, orgId: org.orgId, role: org.role, action: 'organization_deleted', at }),
    ],
    new AppError('CONFLICT', 'The organization changed meanwhile (its plan). Reload and try again.'),
  );
  logger.info('Organization marked deleted', { orgId: org.orgId });
  return { success: true as const };
}
