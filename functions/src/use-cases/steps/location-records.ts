/**
 * What Lunia records about one location of an organization, read once for its inspection binder
 * (steps/inspection-binder.ts) and for the public summary its QR code opens
 * (use-cases/locations/get-location-verification.ts): the organization, the location and its
 * coverage, the members with their names, and every owner's current credentials with their review
 * decisions (one Query for the documents and one for the review trail per owner, 24 owners at once).
 */
import { REQUIRED_DOCUMENT_TYPES } from '@lunia/shared/domain/constants';
import { currentDocumentsByType } from '@lunia/shared/domain/current-document';
import { publicCredentialStatus } from '@lunia/shared/domain/verification-links';
import type { AuditEvent } from '../../data/audit-events';
import { documentDecisions, listOwnerTrail } from '../../data/document-trail';
import { type DocumentEntity, listOwnerCredentials } from '../../data/documents';
import { listMembersOfOrganization } from '../../data/memberships';
import { getUserSummaries } from '../../data/user-profiles';
import { currentCoverageOf } from './location-coverage';
import { loadLocation, loadOrganization } from './organization-locations';

/** Owners read at once (each: its documents and its review trail, two Queries in parallel). */
const CONCURRENCY = 24;

async function mapLimited<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, lane));
  return results;
}

export interface ReviewedDocument {
  doc: DocumentEntity;
  decisions: AuditEvent[];
}

/**
 * An owner's current documents (uploads still in progress are not credentials yet) with their review
 * decisions, newest first: the documents and the owner's review trail are read in parallel
 * (data/document-trail.ts; a document older than the trail reads its own timeline).
 */
async function reviewedDocumentsOf(ownerType: 'USER' | 'ORG', ownerId: string): Promise<ReviewedDocument[]> {
  // CE certificates are documents too, but not credentials: the binder lists credentials only.
  const [credentials, trail] = await Promise.all([
    listOwnerCredentials(ownerType, ownerId),
    listOwnerTrail(ownerType, ownerId),
  ]);
  const current = [...currentDocumentsByType(credentials).values()].filter((doc) => doc.status !== 'uploading');
  const decisions = await documentDecisions(trail, current);
  return current.map((doc) => ({ doc, decisions: decisions.get(doc.id) ?? [] }));
}

export async function readLocationRecords(orgId: string, locationId: string | undefined, today: string) {
  const [organization, location] = await Promise.all([loadOrganization(orgId), loadLocation(orgId, locationId)]);
  const members = await listMembersOfOrganization(orgId);
  const [people, coverage, orgDocuments, memberDocuments] = await Promise.all([
    getUserSummaries(members.map((member) => member.userId)),
    currentCoverageOf(location, today),
    reviewedDocumentsOf('ORG', orgId),
    mapLimited(members, (member) => reviewedDocumentsOf('USER', member.userId)),
  ]);
  const nameOf = (userId: string) => {
    const person = people.get(userId);
    return person ? `${person.firstName} ${person.lastName}`.trim() || person.email : '';
  };
  const documentsOf = new Map(members.map((member, i) => [member.userId, memberDocuments[i] ?? []]));
  // Only a member is ever named (issue 40): a pharmacist in charge who left before Lunia cleared the
  // assignment reads as none, and the location as uncovered.
  const named = location.pharmacistInCharge;
  const inCharge = named && documentsOf.has(named.userId) ? named : undefined;
  return { organization, location, members, people, coverage, orgDocuments, documentsOf, nameOf, inCharge };
}

export type LocationRecords = Awaited<ReturnType<typeof readLocationRecords>>;

/**
 * The staff's required credentials (REQUIRED_DOCUMENT_TYPES.individual, for every member) counted as
 * the public verification page reads them (domain/verification-links.ts): current, expiring within
 * 60 days, or missing (not uploaded, awaiting review, refused or expired).
 */
export function credentialCounts(records: Pick<LocationRecords, 'members' | 'documentsOf'>, today: string) {
  const counts = { staff: records.members.length, current: 0, expiring: 0, missing: 0 };
  for (const member of records.members) {
    const current = new Map((records.documentsOf.get(member.userId) ?? []).map(({ doc }) => [doc.type, doc]));
    for (const type of REQUIRED_DOCUMENT_TYPES.individual) {
      const doc = current.get(type);
      const status = doc ? publicCredentialStatus(doc, today) : 'not_verified';
      if (status === 'current') counts.current++;
      else if (status === 'expiring') counts.expiring++;
      else counts.missing++;
    }
  }
  return counts;
}
