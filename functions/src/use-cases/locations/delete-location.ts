import { AppError } from '@lunia/shared/errors';
import { getLocation, nonPrimaryLocationDeleted } from '../../data/locations';
import { locationRemoved } from '../../data/organization-counts';
import { isTransactionConflict, writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { organizationAuditEvent } from '../steps/organization-audit';
import { LOCATION_NOT_FOUND_MESSAGE, loadLocation } from '../steps/organization-locations';

/**
 * Deletes a non-primary location of the active organization, its count and its audit event in one
 * transaction. The primary location cannot be deleted (make another one primary first).
 */
export async function deleteLocation(input: { caller: Caller; org: OrgScope; locationId: string | undefined }) {
  const { orgId } = input.org;
  const location = await loadLocation(orgId, input.locationId);
  if (location.isPrimary) throw new AppError('PRIMARY_LOCATION_NOT_DELETABLE');
  const at = new Date().toISOString();
  try {
    await writeTransaction([
      nonPrimaryLocationDeleted(orgId, location.id),
      locationRemoved(orgId),
      await organizationAuditEvent({
        caller: input.caller,
        orgId,
        role: input.org.role,
        action: 'location_deleted',
        at,
        location,
      }),
    ]);
  } catch (error) {
    if (!isTransactionConflict(error)) throw error;
    const now = await getLocation(orgId, location.id);
    if (!now) throw new AppError('NOT_FOUND', LOCATION_NOT_FOUND_MESSAGE);
    if (now.isPrimary) throw new AppError('PRIMARY_LOCATION_NOT_DELETABLE');
    throw new AppError('CONFLICT', 'This location was changed meanwhile. Reload and try again.');
  }
  return { success: true as const };
}
