import type { DocumentType, Language } from '@lunia/shared/domain/constants';
import { currentDocumentsByType } from '@lunia/shared/domain/current-document';
import { isExpired, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import type { AuditEvent } from '../../data/audit-events';
import { documentDecisions, listOwnerTrail } from '../../data/document-trail';
import { type DocumentEntity, listOwnerCredentials } from '../../data/documents';
import { listMembersOfOrganization } from '../../data/memberships';
import { getUserSummaries } from '../../data/user-profiles';
import {
  type BinderCredential,
  type BinderTrailEntry,
  type InspectionBinder,
  renderInspectionBinder,
} from '../../views/inspection-binder-pdf';
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

interface ReviewedDocument {
  doc: DocumentEntity;
  decisions: AuditEvent[];
}

/** A document as the binder lists it: who verified it is the actor of its latest approval. */
function credentialOf({ doc, decisions }: ReviewedDocument, today: string): BinderCredential {
  const approval = doc.status === 'approved' ? decisions.find((event) => event.action === 'approved') : undefined;
  const expired = doc.status === 'approved' && isExpired(doc.expiresOn, today);
  return {
    type: doc.type,
    status: expired ? 'expired' : doc.status,
    expiresOn: doc.expiresOn ?? null,
    verifiedBy: doc.status === 'approved' ? (approval?.actorName ?? 'Lunia') : null,
    verifiedAt: doc.status === 'approved' ? (doc.reviewedAt ?? approval?.at ?? null) : null,
  };
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

const byType = (a: { type: DocumentType }, b: { type: DocumentType }) => a.type.localeCompare(b.type);

/**
 * The inspection binder of a location of an organization (issue 27): a PDF of the
 * organization's establishment licence, the location's pharmacist in charge and coverage, every
 * member's current credentials (status, expiry, verified by and when) and the review decisions of
 * those documents. Generated on each request and returned base64 in the JSON answer; nothing is
 * stored. Another organization's location is a 404 like any unknown id. Read by an organization's
 * admins for their active organization (use-cases/locations/get-inspection-binder.ts) and by a super
 * admin for any organization (use-cases/admin/get-organization-inspection-binder.ts, issue 40).
 */
export async function inspectionBinderOf(input: { orgId: string; locationId: string | undefined; language: Language }) {
  const { orgId } = input;
  const now = new Date();
  const today = puertoRicoToday(now);
  const [organization, location] = await Promise.all([loadOrganization(orgId), loadLocation(orgId, input.locationId)]);
  const members = await listMembersOfOrganization(orgId);
  const [people, coverage, orgDocuments, memberDocuments] = await Promise.all([
    getUserSummaries(members.map((member) => member.userId)),
    currentCoverageOf(location, today),
    reviewedDocumentsOf('ORG', orgId),
    mapLimited(members, (member) => reviewedDocumentsOf('USER', member.userId)),
  ]);
  const nameOf = (userId: string) => {
    const person = people.get(userId);
    return person ? `${person.firstName} ${person.lastName}`.trim() || person.email : userId;
  };
  const owners = [
    { holder: organization.name, documents: orgDocuments },
    ...members.map((member, i) => ({ holder: nameOf(member.userId), documents: memberDocuments[i] ?? [] })),
  ];
  const documentsOf = new Map(members.map((member, i) => [member.userId, memberDocuments[i] ?? []]));

  const establishment = orgDocuments.find((entry) => entry.doc.type === 'pharmacy_license');
  // Only a member is ever named (issue 40): a pharmacist in charge who left before Lunia cleared the
  // assignment reads as none, and the location as uncovered.
  const named = location.pharmacistInCharge;
  const inCharge = named && documentsOf.has(named.userId) ? named : undefined;
  const inChargeLicence = inCharge
    ? documentsOf.get(inCharge.userId)?.find((entry) => entry.doc.type === 'pharmacist_license')
    : undefined;
  const trail: BinderTrailEntry[] = owners
    .flatMap(({ holder, documents }) =>
      documents.flatMap(({ doc, decisions }) =>
        decisions.map((event) => ({
          at: event.at,
          by: event.actorName ?? 'Lunia',
          action: event.action,
          documentType: doc.type,
          holder,
          reason: event.reason,
        })),
      ),
    )
    .sort((a, b) => b.at.localeCompare(a.at));

  const binder: InspectionBinder = {
    organization: { name: organization.name, licenseNumber: organization.pharmacyLicenseNumber },
    location: {
      name: location.name,
      address: location.address,
      city: location.city,
      state: location.state,
      zipCode: location.zipCode,
      pharmacyLicense: location.pharmacyLicense,
    },
    generatedAt: now.toISOString(),
    establishmentLicence: establishment ? credentialOf(establishment, today) : null,
    pharmacistInCharge: inCharge
      ? {
          name: inCharge.name,
          licenseNumber: people.get(inCharge.userId)?.licenseNumber ?? '',
          coverage,
          licence: inChargeLicence ? credentialOf(inChargeLicence, today) : null,
        }
      : null,
    staff: members
      .map((member) => ({
        name: nameOf(member.userId),
        email: people.get(member.userId)?.email ?? '',
        role: member.role,
        licenseNumber: people.get(member.userId)?.licenseNumber ?? '',
        credentials: (documentsOf.get(member.userId) ?? []).map((entry) => credentialOf(entry, today)).sort(byType),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    trail,
  };
  const pdf = await renderInspectionBinder(binder, input.language);
  const slug =
    location.name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'location';
  return {
    binder: {
      fileName: `${input.language === 'es' ? 'expediente-inspeccion' : 'inspection-binder'}-${slug}-${today}.pdf`,
      contentType: 'application/pdf' as const,
      generatedAt: binder.generatedAt,
      pdfBase64: Buffer.from(pdf).toString('base64'),
    },
  };
}
