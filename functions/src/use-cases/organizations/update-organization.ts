import type { updateOrganizationBody } from '@lunia/shared/api/schemas/organizations';
import { AppError } from '@lunia/shared/errors';
import type { z } from 'zod/mini';
import { type OrganizationDetails, organizationDetailsUpdate } from '../../data/organization-profiles';
import { writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { organizationView } from '../../views/organization-view';
import { organizationAuditEvent } from '../steps/organization-audit';
import { loadOrganization, ORGANIZATION_NOT_FOUND_MESSAGE } from '../steps/organization-locations';

/**
 * Changes the fields present in the body (an owner or admin of the organization), with the audit
 * event naming them, in one transaction. Verification, modules and limits are not the members' to
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
  const changedFields = Object.keys(details);
  if (changedFields.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Provide at least one field to change.', 'body');
  }
  const at = new Date().toISOString();
  await writeTransaction(
    [
      organizationDetailsUpdate(input.org.orgId, details),
      await organizationAuditEvent({
        caller: input.caller,
        orgId: input.org.orgId,
        role: input.org.role,
        action: 'organization_updated',
        at,
        changedFields,
      }),
    ],
    new AppError('NOT_FOUND', ORGANIZATION_NOT_FOUND_MESSAGE),
  );
  return { org: organizationView(await loadOrganization(input.org.orgId)) };
}
