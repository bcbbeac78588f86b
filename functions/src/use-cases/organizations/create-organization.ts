import { randomUUID } from 'node:crypto';
import { type createOrganizationBody, ORGANIZATION_CREATED_MESSAGE } from '@lunia/shared/api/schemas/organizations';
import type { z } from 'zod/mini';
import { createOrganizationWithOwner, type Organization } from '../../data/organization-profiles';
import type { Caller } from '../../domain/caller';
import { organizationView } from '../../views/organization-view';
import { organizationAuditEvent } from '../steps/organization-audit';

/**
 * Creates a pharmacy organization with the caller as its owner, in one transaction with the owner's
 * membership and the audit event. A new organization is not verified, cannot subscribe, has no
 * active modules (those it asked for are kept as `requestedModules`), the free location limit and
 * one owner (`ownerCount`).
 */
export async function createOrganization(input: { caller: Caller; body: z.output<typeof createOrganizationBody> }) {
  const { modules, ...details } = input.body;
  const at = new Date().toISOString();
  const organization: Organization = {
    id: randomUUID(),
    ...details,
    verified: false,
    canSubscribe: false,
    activeModules: [],
    requestedModules: [...new Set(modules)],
    unlimitedLocations: false,
    locationCount: 0,
    // Its creator is its one owner (see ownerCountChanged: team changes keep it from reaching 0).
    ownerCount: 1,
    createdAt: at,
  };
  const audit = await organizationAuditEvent({
    caller: input.caller,
    orgId: organization.id,
    role: 'owner',
    action: 'organization_created',
    at,
  });
  await createOrganizationWithOwner(organization, input.caller.userId, [audit]);
  return { message: ORGANIZATION_CREATED_MESSAGE, org: organizationView(organization) };
}
