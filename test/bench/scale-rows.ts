/**
 * The rows of the bench-only table at scale (./scale-table.ts), written straight to the table. Per
 * bench index:
 *
 * - a pharmacist profile with its lookup items, 4 individual documents across the review statuses
 *   (each with an expiry date, some expired, some in the next 60 days), and one audit event; every
 *   fourth one awaits BookRx final approval;
 * - an organization with its lookup items, 4 organization documents, its owner's membership (the
 *   bench user of the same index), a location, a pending invite and one audit event;
 * - every fourth index, a reminder job.
 *
 * So that the 100-index table already fills a page of every list (and the first 100-item read of a
 * filtered one), and only the table grows between the two measures.
 *
 * Rows carry no `entity` marker, the one the table stream reacts to (so no counter or lookup work
 * runs in the background while measuring); lookup items are written with them, as the stream would.
 * The builders of single rows are shared with the bench caller's fixture (./scale-table.ts).
 */

import {
  BOOKRX_APPROVAL_DOCUMENT_TYPES,
  type DocumentContext,
  type DocumentType,
} from '@lunia/shared/domain/constants';
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { type AuditEvent, toItem as auditItem } from '../../functions/src/data/audit-events';
import { type DocumentEntity, toItem as documentItem } from '../../functions/src/data/documents';
import type { Invite } from '../../functions/src/data/invites';
import { inviteKeys, reminderJobKeys, userKeys } from '../../functions/src/data/keys';
import { toItem as locationItem } from '../../functions/src/data/locations';
import { toItem as membershipItem } from '../../functions/src/data/memberships';
import { lookupItemsOf } from '../../functions/src/data/organization-lookup';
import { type Organization, toItem as organizationItem } from '../../functions/src/data/organization-profiles';
import { userLookupItemsOf } from '../../functions/src/data/user-lookup';
import type { DocumentStatus } from '../../functions/src/domain/documents/review-rules';
import { benchUserProfile } from './bench-table';

export type Row = Record<string, unknown>;

export const pad = (n: number) => String(n).padStart(5, '0');
export const REVIEW_STATUSES: DocumentStatus[] = ['pending', 'approved', 'denied', 'pending'];
export const INDIVIDUAL_TYPES: DocumentType[] = [
  'pharmacist_license',
  'college_license',
  'pharmacy_certification',
  'driver_license',
];
export const ORGANIZATION_TYPES: DocumentType[] = [
  'pharmacy_license',
  'biological_license',
  'state_registry',
  'business_license',
];

export function withoutEntity(item: Row): Row {
  const { entity: _entity, ...rest } = item;
  return rest;
}

export const benchUserId = (n: number) => `bench-user-${pad(n)}`;
export const benchOrgId = (n: number) => `bench-org-${pad(n)}`;
/** A moment `n` milliseconds before the bench started, so every bench row sorts by its index. */
export const startedAt = Date.now();
const momentOf = (n: number, offsetMs = 0) => new Date(startedAt - 60_000 - n * 10 + offsetMs).toISOString();

/** Whose bench documents: a user's (individual documents) or an organization's, with its search text. */
export interface BenchDocumentOwner {
  ownerType: 'USER' | 'ORG';
  ownerId: string;
  ownerSearch: string;
}

/** What changes from one bench document of an owner to the next: its status and dates. */
type BenchDocumentState = { status: DocumentStatus; uploadedAt: string; expiresOn: string };

/** One document of each type for `owner`, `<idPrefix>-<k>`, the k-th in the state `stateOf(k)`. */
export function benchDocumentsOf(
  owner: BenchDocumentOwner,
  types: readonly DocumentType[],
  idPrefix: string,
  stateOf: (k: number) => BenchDocumentState,
): Row[] {
  const context: DocumentContext = owner.ownerType === 'USER' ? 'individual' : 'organization';
  return types.map((type, k) => benchDocument({ id: `${idPrefix}-${k}`, ...owner, context, type, ...stateOf(k) }));
}

function benchDocument(
  input: BenchDocumentOwner & BenchDocumentState & { id: string; context: DocumentContext; type: DocumentType },
): Row {
  const doc: DocumentEntity = {
    id: input.id,
    ownerType: input.ownerType,
    ownerId: input.ownerId,
    context: input.context,
    type: input.type,
    module: null,
    fileName: `${input.type}-${input.id}.pdf`,
    contentType: 'application/pdf',
    declaredSize: 120_000,
    size: 120_000,
    detectedKind: 'pdf',
    uploadKey: `documents/${input.ownerType.toLowerCase()}/${input.ownerId}/${input.id}/1`,
    checkedKey: `checked/${input.ownerType.toLowerCase()}/${input.ownerId}/${input.id}/1`,
    checkedETag: '"bench"',
    checkedVersionId: null,
    fileNumber: 1,
    status: input.status,
    denialReason: input.status === 'denied' ? 'Bench: the licence number is not legible.' : null,
    rejectionReason: null,
    notes: null,
    uploadedAt: input.uploadedAt,
    createdAt: input.uploadedAt,
    updatedAt: input.uploadedAt,
    reviewedAt: input.status === 'pending' ? null : input.uploadedAt,
    reviewedBy: input.status === 'pending' ? null : 'bench-admin',
    expiresOn: input.expiresOn,
    ownerSearch: input.ownerSearch,
    version: 1,
  };
  return withoutEntity(documentItem(doc));
}

export function benchAuditEvent(event: Omit<AuditEvent, 'reason' | 'fileName' | 'actorName'>): Row {
  return withoutEntity(auditItem({ reason: null, fileName: null, actorName: 'Bench', ...event }));
}

export function benchOrganization(id: string, n: number, name: string): Organization {
  return {
    id,
    name,
    pharmacyLicenseNumber: `BENCH-${pad(n)}`,
    address: 'Calle Luna 1',
    city: 'San Juan',
    state: 'PR',
    zipCode: '00901',
    contactEmail: `${id}@bench.lunia.local`,
    einNumber: '',
    phone: '787-555-0100',
    website: '',
    description: '',
    verified: false,
    canSubscribe: false,
    activeModules: [],
    requestedModules: [],
    unlimitedLocations: false,
    locationCount: 1,
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, 0, n)).toISOString(),
  } as Organization;
}

export function benchLocation(orgId: string, id: string, n: number): Row {
  return withoutEntity(
    locationItem({
      id,
      orgId,
      name: `Bench location ${pad(n)}`,
      address: 'Calle Sol 2',
      city: 'Ponce',
      state: 'PR',
      zipCode: '00716',
      phone: '787-555-0101',
      email: `${id}@bench.lunia.local`,
      pharmacyLicense: `BENCH-L-${pad(n)}`,
      isPrimary: n === 0,
      createdAt: momentOf(n),
      updatedAt: momentOf(n),
    }),
  );
}

export function benchInvite(input: { orgId: string; orgName: string; id: string; email: string; at: string }): Row {
  const invite: Invite = {
    id: input.id,
    orgId: input.orgId,
    orgName: input.orgName,
    email: input.email.toLowerCase(),
    role: 'member',
    status: 'PENDING',
    invitedAt: input.at,
    invitedBy: 'bench-user-00000',
    invitedByName: 'Bench Owner',
    message: '',
    language: 'en',
    tokenHash: '0'.repeat(64),
    expiresAt: new Date(startedAt + 7 * 24 * 3600_000).toISOString(),
    lastSentAt: input.at,
    sentCount: 1,
  };
  return { ...inviteKeys.item(invite.orgId, invite.id), ...inviteKeys.indexes(invite), ...invite };
}

/** Every row of bench index `n` (see the file comment). */
export function benchRowsOf(n: number): Row[] {
  const today = puertoRicoToday();
  const profile: Row & { id: string; email: string; firstName: string; lastName: string } = benchUserProfile(
    'user',
    n,
    n % 2 === 0 ? 'en' : 'es',
  );
  const userId = profile.id;
  if (n % 4 === 0) {
    // Every fourth user has the BookRx licences approved and awaits final approval.
    Object.assign(profile, {
      ...userKeys.statusIndex('PENDING'),
      ...userKeys.awaitingApprovalIndex({ id: userId, createdAt: String(profile.createdAt) }),
      verificationStatus: 'PENDING',
      approvedDocumentTypes: new Set(BOOKRX_APPROVAL_DOCUMENT_TYPES),
    });
  }
  const ownerSearch = `${profile.email} ${profile.firstName} ${profile.lastName}`.toLowerCase();
  const rows: Row[] = [profile, ...userLookupItemsOf(profile).map(withoutEntity)];
  rows.push(
    ...benchDocumentsOf(
      { ownerType: 'USER', ownerId: userId, ownerSearch },
      INDIVIDUAL_TYPES,
      `bench-doc-${pad(n)}`,
      (k) => ({
        status: REVIEW_STATUSES[(n + k) % REVIEW_STATUSES.length] as DocumentStatus,
        uploadedAt: momentOf(n, k),
        expiresOn: addDays(today, ((n * 7 + k * 13) % 120) - 10),
      }),
    ),
  );
  rows.push(
    benchAuditEvent({
      id: `bench-event-${pad(n)}`,
      targetType: 'DOCUMENT',
      targetId: `bench-doc-${pad(n)}-0`,
      documentId: `bench-doc-${pad(n)}-0`,
      at: momentOf(n),
      action: 'submitted_for_review',
      actorId: userId,
      actorRole: 'owner',
    }),
  );

  const orgId = benchOrgId(n);
  const org = benchOrganization(orgId, n, `Bench Farmacia ${pad(n)}`);
  const orgRow = withoutEntity(organizationItem(org));
  rows.push(orgRow, ...lookupItemsOf(orgRow).map(withoutEntity));
  const orgOwner: BenchDocumentOwner = {
    ownerType: 'ORG',
    ownerId: orgId,
    ownerSearch: `${org.contactEmail} ${org.name}`.toLowerCase(),
  };
  rows.push(
    ...benchDocumentsOf(orgOwner, ORGANIZATION_TYPES, `bench-orgdoc-${pad(n)}`, (k) => ({
      status: REVIEW_STATUSES[(n + k) % REVIEW_STATUSES.length] as DocumentStatus,
      uploadedAt: momentOf(n, k),
      expiresOn: addDays(today, ((n * 11 + k * 17) % 120) - 10),
    })),
  );
  rows.push(
    withoutEntity(membershipItem({ orgId, userId, role: 'owner', joinedAt: org.createdAt })),
    benchLocation(orgId, `bench-location-${pad(n)}`, n),
    benchInvite({
      orgId,
      orgName: org.name,
      id: `bench-invite-${pad(n)}`,
      email: `bench-invitee-${pad(n)}@bench.lunia.local`,
      at: momentOf(n),
    }),
    benchAuditEvent({
      id: `bench-org-event-${pad(n)}`,
      targetType: 'ORG',
      targetId: orgId,
      orgId,
      at: momentOf(n),
      action: 'location_created',
      actorId: userId,
      actorRole: 'owner',
      locationId: `bench-location-${pad(n)}`,
    }),
  );
  if (n % 4 === 0) {
    const job = {
      id: `bench-job-${pad(n)}`,
      kind: 'bulk',
      language: 'en',
      total: 100,
      createdAt: momentOf(n),
      createdBy: { id: 'bench-admin', name: 'Bench Admin' },
    };
    rows.push({ ...reminderJobKeys.job(job.id), ...reminderJobKeys.indexes(job), ...job });
  }
  return rows;
}
