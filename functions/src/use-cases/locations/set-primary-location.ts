import { AppError } from '@lunia/shared/errors';
import { primaryFlagChanged } from '../../data/locations';
import { writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { locationView } from '../../views/location-view';
import { organizationAuditEvent } from '../steps/organization-audit';
import { findPrimaryLocation, loadLocation } from '../steps/organization-locations';

/**
 * Makes a location of the active organization its primary: the old primary's flag off and the new
 * one's on, each conditioned on the value read, with the audit event, in one transaction — so of two
 * concurrent switches one wins and the other gets 409, and exactly one location stays primary.
 * Making the primary primary again changes nothing.
 */
export async function setPrimaryLocation(input: { caller: Caller; org: OrgScope; locationId: string | undefined }) {
  const { orgId } = input.org;
  const location = await loadLocation(orgId, input.locationId);
  if (location.isPrimary) return { location: locationView(location) };
  const previousPrimary = await findPrimaryLocation(orgId);
  const at = new Date().toISOString();
  await writeTransaction(
    [
      ...(previousPrimary ? [primaryFlagChanged(orgId, previousPrimary.id, { from: true, to: false, at })] : []),
      primaryFlagChanged(orgId, location.id, { from: false, to: true, at }),
      await organizationAuditEvent({
        caller: input.caller,
        orgId,
        role: input.org.role,
        action: 'primary_location_changed',
        at,
        location,
      }),
    ],
    new AppError('CONFLICT', 'The primary location was changed meanwhile. Reload and try again.'),
  );
  return { location: locationView({ ...location, isPrimary: true, updatedAt: at }) };
}
