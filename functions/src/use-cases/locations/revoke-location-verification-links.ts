import { AppError } from '@lunia/shared/errors';
import { binderLinksRevoked } from '../../data/locations';
import { writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { organizationAuditEvent } from '../steps/organization-audit';
import { loadLocation } from '../steps/organization-locations';

/**
 * Revokes the verification link of every inspection binder of a location generated until now (issue
 * 43; docs/decisions/0127-location-summary-link.md): their QR codes answer 410, and a binder generated
 * afterwards carries a new, working link. One write on the location (`binderLinksRevokedBefore`) and
 * its audit event (`location_updated`, changed field `binderLinks`) in one transaction, however many
 * binders were printed. Running it again moves the date; another organization's location is a 404.
 */
export async function revokeLocationVerificationLinks(input: {
  caller: Caller;
  org: OrgScope;
  locationId: string | undefined;
  now?: Date;
}) {
  const at = (input.now ?? new Date()).toISOString();
  const location = await loadLocation(input.org.orgId, input.locationId);
  await writeTransaction(
    [
      binderLinksRevoked(location, at),
      await organizationAuditEvent({
        caller: input.caller,
        orgId: input.org.orgId,
        role: input.org.role,
        action: 'location_updated',
        at,
        location,
        changedFields: ['binderLinks'],
      }),
    ],
    new AppError('NOT_FOUND', 'This location was deleted meanwhile.'),
  );
  return { success: true as const };
}
