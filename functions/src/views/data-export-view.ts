/**
 * The records of "download my data" as the export hands them over (shared/src/api/schemas/data-export.ts):
 * field for field as Lunia holds them, less the table's own bookkeeping (`entity`) and what is machinery
 * rather than data about the person (the outstanding e-mail code's hash, the send counts). Fields are
 * passed on, not picked: a new stored attribute reaches the export, and the export's closed schema
 * fails its test until the attribute is described.
 */
import type { ExportMyDataResponse } from '@lunia/shared/api/schemas/data-export';
import type { AuditEvent } from '../data/audit-events';
import type { CeActivityEntity } from '../data/continuing-education';
import type { Location } from '../data/locations';
import type { UserProfile } from '../data/user-profiles';

type Exported = ExportMyDataResponse;

/** Profile fields that are Lunia's machinery, not data about the person: the outstanding code's hash. */
const INTERNAL_PROFILE_FIELDS = new Set(['entity', 'emailCode', 'emailCodeSends']);

/** A field as JSON holds it: DynamoDB string sets become sorted lists. */
const asJson = (value: unknown): unknown => (value instanceof Set ? [...value].map(String).sort() : value);

export const exportedProfileView = (profile: UserProfile): Exported['profile'] =>
  Object.fromEntries(
    Object.entries(profile)
      .filter(([field]) => !INTERNAL_PROFILE_FIELDS.has(field))
      .map(([field, value]) => [field, asJson(value)]),
  ) as Exported['profile'];

export function exportedActivityView(activity: CeActivityEntity): Exported['continuingEducation'][number] {
  const { entity: _entity, ...stored } = activity as CeActivityEntity & { entity?: unknown };
  return { ...stored };
}

/** Without the document's owner: an admin's decisions would name the people whose documents they were. */
export function exportedAuditEventView(event: AuditEvent): Exported['auditEvents'][number] {
  const {
    entity: _entity,
    documentOwnerType: _type,
    documentOwnerId: _owner,
    ...stored
  } = event as AuditEvent & { entity?: unknown };
  return { ...stored };
}

/** A location where the person is pharmacist in charge (only while they are: the index follows the name). */
export const exportedInChargeView = (location: Location): Exported['pharmacistInCharge'][number] => ({
  orgId: location.orgId,
  locationId: location.id,
  locationName: location.name,
  since: location.pharmacistInCharge?.setAt ?? location.updatedAt,
});
