import type { updateLocationBody } from '@lunia/shared/api/schemas/locations';
import { AppError } from '@lunia/shared/errors';
import type { z } from 'zod/mini';
import { locationUpdated, primaryFlagChanged } from '../../data/locations';
import { type TransactItem, writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { locationView } from '../../views/location-view';
import { organizationAuditEvent } from '../steps/organization-audit';
import { findPrimaryLocation, loadLocation } from '../steps/organization-locations';

/**
 * Edits a location of the active organization. `isPrimary: true` makes it the primary (the previous
 * one stops being primary in the same transaction); the primary cannot be un-marked, since an
 * organization with locations always has one (make another one primary instead).
 */
export async function updateLocation(input: {
  caller: Caller;
  org: OrgScope;
  locationId: string | undefined;
  body: z.output<typeof updateLocationBody>;
}) {
  const { orgId } = input.org;
  const current = await loadLocation(orgId, input.locationId);
  const { isPrimary: asked, ...details } = input.body;
  if (current.isPrimary && asked === false) throw new AppError('PRIMARY_LOCATION_REQUIRED', undefined, 'isPrimary');
  const becomesPrimary = asked === true && !current.isPrimary;
  const previousPrimary = becomesPrimary ? await findPrimaryLocation(orgId) : undefined;
  const at = new Date().toISOString();
  const updated = { ...current, ...details, isPrimary: current.isPrimary || becomesPrimary, updatedAt: at };
  const items: TransactItem[] = [
    locationUpdated(updated, current.isPrimary),
    ...(previousPrimary ? [primaryFlagChanged(orgId, previousPrimary.id, { from: true, to: false, at })] : []),
    await organizationAuditEvent({
      caller: input.caller,
      orgId,
      role: input.org.role,
      action: becomesPrimary ? 'primary_location_changed' : 'location_updated',
      at,
      location: updated,
    }),
  ];
  await writeTransaction(items, new AppError('CONFLICT', 'This location was changed meanwhile. Reload and try again.'));
  return { location: locationView(updated) };
}
