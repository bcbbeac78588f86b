import { REVIEWED_ORGANIZATION_FIELDS, type updateOrganizationBody } from '@lunia/shared/api/schemas/organizations';
import { nameProblemMessage, newNameProblem } from '@lunia/shared/domain/names';
import { AppError } from '@lunia/shared/errors';
import type { z } from 'zod/mini';
import { organizationEditChange } from '../../data/organization-pending-changes';
import type { OrganizationDetails } from '../../data/organization-profiles';
import { type TransactItem, writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { planOrganizationEdit } from '../../domain/organizations/organization-edit';
import { organizationView } from '../../views/organization-view';
import { organizationAuditEvent } from '../steps/organization-audit';
import { loadOrganization } from '../steps/organization-locations';

/**
 * Changes the fields present in the body (an owner or admin of the organization), in one transaction
 * with the audit events naming them. On a verified organization a new legal name or licence number is
 * held for an admin's review (issue 24; domain/organizations/organization-edit.ts): the verified values
 * stay and the record shows the held change. Verification, modules and limits are not the members' to
 * change; `modules` here are the requested ones.
 */
export async function updateOrganization(input: {
  caller: Caller;
  org: OrgScope;
  body: z.output<typeof updateOrganizationBody>;
}) {
  const { modules, ...rest } = input.body;
  const details: Partial<OrganizationDetails> = Object.fromEntries(
    Object.entries({ ...rest, ...(modules ? { requestedModules: [...new Set(modules)] } : {}) }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  if (Object.keys(details).length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Provide at least one field to change.', 'body');
  }
  const { orgId, role } = input.org;
  const organization = await loadOrganization(orgId);
  // A new name must be a business name (issue 39); the stored one, perhaps older than the rule, may stay.
  const nameProblem =
    details.name === undefined ? undefined : newNameProblem('business', details.name, organization.name);
  if (nameProblem) {
    throw new AppError('VALIDATION_FAILED', nameProblemMessage('business', 'Organization name', nameProblem), 'name');
  }
  const at = new Date().toISOString();
  const verified = organization.verified === true;
  const plan = planOrganizationEdit({ ...organization, verified }, details, { at, by: input.caller.userId });
  const appliedFields = Object.keys(plan.apply);
  if (appliedFields.length === 0 && plan.pending === undefined) {
    return { org: organizationView(organization) };
  }
  const audit = (
    action: 'organization_updated' | 'organization_change_requested' | 'organization_change_withdrawn',
    changedFields: string[],
  ) => organizationAuditEvent({ caller: input.caller, orgId, role, action, at, changedFields });
  const before = organization.pendingChange;
  const after = plan.pending === undefined ? before : (plan.pending ?? undefined);
  const withdrawn = REVIEWED_ORGANIZATION_FIELDS.filter(
    (field) => before?.[field] !== undefined && after?.[field] === undefined,
  );
  const events: Promise<TransactItem>[] = [];
  if (appliedFields.length > 0) events.push(audit('organization_updated', appliedFields));
  if (plan.held.length > 0) events.push(audit('organization_change_requested', plan.held));
  if (withdrawn.length > 0) events.push(audit('organization_change_withdrawn', withdrawn));
  await writeTransaction(
    [
      organizationEditChange(orgId, {
        details: plan.apply,
        pending: plan.pending,
        seenPending: before,
        reviewed: plan.reviewed,
        verified,
      }),
      ...(await Promise.all(events)),
    ],
    new AppError(
      'CONFLICT',
      'This organization was changed meanwhile (its verification or its held change). Reload and try again.',
    ),
  );
  return { org: organizationView(await loadOrganization(orgId)) };
}
