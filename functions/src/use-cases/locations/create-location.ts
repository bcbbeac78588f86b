import { randomUUID } from 'node:crypto';
import type { locationBody } from '@lunia/shared/api/schemas/locations';
import {
  canAddLocation,
  locationLimit,
  locationLimitMessage,
  organizationLocationLimitInput,
} from '@lunia/shared/domain/location-limit';
import { AppError } from '@lunia/shared/errors';
import type { z } from 'zod/mini';
import { type Location, locationCreated, primaryFlagChanged } from '../../data/locations';
import { locationAdded } from '../../data/organization-counts';
import type { Organization } from '../../data/organization-profiles';
import { isTransactionConflict, type TransactItem, writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { locationView } from '../../views/location-view';
import { organizationAuditEvent } from '../steps/organization-audit';
import { findPrimaryLocation, loadOrganization } from '../steps/organization-locations';

const limitReached = (organization: Organization) => {
  const limit = organizationLocationLimitInput(organization);
  return canAddLocation(limit) ? undefined : new AppError('LOCATION_LIMIT_REACHED', locationLimitMessage(limit));
};

/**
 * Adds a location within the organization's limit (spec §5/§9). The organization's `locationCount`
 * moves in the same transaction, conditioned on the limit, so concurrent adds cannot exceed it. The
 * first location is primary; a later one is primary when asked, and the previous primary stops being
 * one in the same transaction.
 */
export async function createLocation(input: { caller: Caller; org: OrgScope; body: z.output<typeof locationBody> }) {
  const { orgId } = input.org;
  const organization = await loadOrganization(orgId);
  const refused = limitReached(organization);
  if (refused) throw refused;

  const first = organization.locationCount === 0;
  const isPrimary = first || input.body.isPrimary;
  const previousPrimary = isPrimary && !first ? await findPrimaryLocation(orgId) : undefined;
  const at = new Date().toISOString();
  const { isPrimary: _asked, ...details } = input.body;
  const location: Location = { id: randomUUID(), orgId, ...details, isPrimary, createdAt: at, updatedAt: at };
  const items: TransactItem[] = [
    // A new primary depends on the count read (first location, or the primary switch): hold it exactly.
    locationAdded(
      orgId,
      isPrimary
        ? { expectedCount: organization.locationCount }
        : { limit: locationLimit(organizationLocationLimitInput(organization)) },
    ),
    locationCreated(location),
    ...(previousPrimary ? [primaryFlagChanged(orgId, previousPrimary.id, { from: true, to: false, at })] : []),
    await organizationAuditEvent({
      caller: input.caller,
      orgId,
      role: input.org.role,
      action: 'location_created',
      at,
      location,
    }),
  ];
  try {
    await writeTransaction(items);
  } catch (error) {
    if (!isTransactionConflict(error)) throw error;
    // Someone added (or removed) a location meanwhile: the limit may be reached now.
    throw (
      limitReached(await loadOrganization(orgId)) ??
      new AppError('CONFLICT', 'The locations were changed meanwhile. Reload and try again.')
    );
  }
  return { location: locationView(location) };
}
