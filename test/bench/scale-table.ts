/**
 * The bench-only table at scale, shared by the read-capacity and throughput benchmarks of one
 * `npm run bench` run (seeding 10,000 users and organizations once is enough): a local stack of its
 * own, a bench caller with a fixed amount of its own data, and `seedTo(n)`, which adds bench users
 * and organizations until there are `n` of each. Per bench index:
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
 * Rows are written straight to the table without the `entity` marker the table stream reacts to (so
 * no counter or lookup work runs in the background while measuring); lookup items are written with
 * them, as the stream would. The stack is stopped by `stopScaleStack()` (run.ts, after all benchmarks).
 */

import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import {
  BOOKRX_APPROVAL_DOCUMENT_TYPES,
  type DocumentContext,
  type DocumentType,
} from '@lunia/shared/domain/constants';
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { type AuditEvent, toItem as auditItem } from '../../functions/src/data/audit-events';
import { type DocumentEntity, toItem as documentItem } from '../../functions/src/data/documents';
import type { Invite } from '../../functions/src/data/invites';
import { inviteKeys, paymentKeys, reminderJobKeys, userKeys } from '../../functions/src/data/keys';
import { toItem as locationItem } from '../../functions/src/data/locations';
import { toItem as membershipItem } from '../../functions/src/data/memberships';
import { lookupItemsOf } from '../../functions/src/data/organization-lookup';
import {
  createOrganizationWithOwner,
  type Organization,
  toItem as organizationItem,
} from '../../functions/src/data/organizations';
import type { Payment } from '../../functions/src/data/payments';
import { userLookupItemsOf } from '../../functions/src/data/user-lookup';
import type { DocumentStatus } from '../../functions/src/domain/documents/review-rules';
import { ensureUser } from '../../infra/local/seed';
import { type LocalStack, startLocalStack } from '../../infra/local/stack';
import { accessTokenFor, DEMO, DEMO_PASSWORD } from '../support/local-clients';
import { benchUserProfile, writeBenchItems } from './bench-table';
import type { BenchIds } from './list-routes';

type Row = Record<string, unknown>;

/** Bench indexes are generated and written this many at a time (bounded memory). */
const SEED_CHUNK = 1000;
/** BatchWrite requests in flight while seeding. */
const SEED_CONCURRENCY = 8;

const pad = (n: number) => String(n).padStart(5, '0');
const REVIEW_STATUSES: DocumentStatus[] = ['pending', 'approved', 'denied', 'pending'];
const INDIVIDUAL_TYPES: DocumentType[] = [
  'pharmacist_license',
  'college_license',
  'pharmacy_certification',
  'driver_license',
];
const ORGANIZATION_TYPES: DocumentType[] = [
  'pharmacy_license',
  'biological_license',
  'state_registry',
  'business_license',
];

function withoutEntity(item: Row): Row {
  const { entity: _entity, ...rest } = item;
  return rest;
}

const benchUserId = (n: number) => `bench-user-${pad(n)}`;
const benchOrgId = (n: number) => `bench-org-${pad(n)}`;
/** A moment `n` milliseconds before the bench started, so every bench row sorts by its index. */
const startedAt = Date.now();
const momentOf = (n: number, offsetMs = 0) => new Date(startedAt - 60_000 - n * 10 + offsetMs).toISOString();

function benchDocument(input: {
  id: string;
  ownerType: 'USER' | 'ORG';
  ownerId: string;
  context: DocumentContext;
  type: DocumentType;
  status: DocumentStatus;
  uploadedAt: string;
  expiresOn: string;
  ownerSearch: string;
}): Row {
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

function benchAuditEvent(event: Omit<AuditEvent, 'reason' | 'fileName' | 'actorName'>): Row {
  return withoutEntity(auditItem({ reason: null, fileName: null, actorName: 'Bench', ...event }));
}

function benchOrganization(id: string, n: number, name: string): Organization {
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

function benchLocation(orgId: string, id: string, n: number): Row {
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

function benchInvite(input: { orgId: string; orgName: string; id: string; email: string; at: string }): Row {
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
  INDIVIDUAL_TYPES.forEach((type, k) => {
    rows.push(
      benchDocument({
        id: `bench-doc-${pad(n)}-${k}`,
        ownerType: 'USER',
        ownerId: userId,
        context: 'individual',
        type,
        status: REVIEW_STATUSES[(n + k) % REVIEW_STATUSES.length] as DocumentStatus,
        uploadedAt: momentOf(n, k),
        expiresOn: addDays(today, ((n * 7 + k * 13) % 120) - 10),
        ownerSearch,
      }),
    );
  });
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
  ORGANIZATION_TYPES.forEach((type, k) => {
    rows.push(
      benchDocument({
        id: `bench-orgdoc-${pad(n)}-${k}`,
        ownerType: 'ORG',
        ownerId: orgId,
        context: 'organization',
        type,
        status: REVIEW_STATUSES[(n + k) % REVIEW_STATUSES.length] as DocumentStatus,
        uploadedAt: momentOf(n, k),
        expiresOn: addDays(today, ((n * 11 + k * 17) % 120) - 10),
        ownerSearch: `${org.contactEmail} ${org.name}`.toLowerCase(),
      }),
    );
  });
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

const CALLER_EMAIL = 'bench-caller@bench.lunia.local';

/**
 * The bench caller: a pharmacy owner with 4 documents (one with a 5-event timeline), an
 * organization with 4 documents, 3 members, 3 locations, 2 invites, 2 payments and 3 activity
 * events, and 2 invitations from bench organizations 0 and 1 (written before any bench index, never
 * changed: the caller's own data is the same size whatever the table holds).
 */
async function writeCallerFixture(stack: LocalStack): Promise<BenchIds> {
  const { userId } = await ensureUser(stack, {
    email: CALLER_EMAIL,
    password: DEMO_PASSWORD,
    firstName: 'Bench',
    lastName: 'Caller',
    userType: 'PHARMACY_OWNER',
  });
  const orgId = 'bench-caller-org';
  const org = benchOrganization(orgId, 99_999, 'Bench Caller Farmacia');
  await createOrganizationWithOwner({ ...org, locationCount: 3, contactEmail: CALLER_EMAIL }, userId);
  const today = puertoRicoToday();
  const at = (k: number) => new Date(startedAt - 30_000 + k).toISOString();
  const rows: Row[] = [];
  INDIVIDUAL_TYPES.forEach((type, k) => {
    rows.push(
      benchDocument({
        id: `bench-caller-doc-${k}`,
        ownerType: 'USER',
        ownerId: userId,
        context: 'individual',
        type,
        status: REVIEW_STATUSES[k] as DocumentStatus,
        uploadedAt: at(k),
        expiresOn: addDays(today, 20 + k * 30),
        ownerSearch: `${CALLER_EMAIL} bench caller`,
      }),
    );
  });
  const timeline: AuditEvent['action'][] = [
    'upload_requested',
    'file_accepted',
    'submitted_for_review',
    'viewed',
    'approved',
  ];
  timeline.forEach((action, k) => {
    rows.push(
      benchAuditEvent({
        id: `bench-caller-event-${k}`,
        targetType: 'DOCUMENT',
        targetId: 'bench-caller-doc-0',
        documentId: 'bench-caller-doc-0',
        at: at(k),
        action,
        actorId: userId,
        actorRole: 'owner',
      }),
    );
  });
  ORGANIZATION_TYPES.forEach((type, k) => {
    rows.push(
      benchDocument({
        id: `bench-caller-orgdoc-${k}`,
        ownerType: 'ORG',
        ownerId: orgId,
        context: 'organization',
        type,
        status: REVIEW_STATUSES[k] as DocumentStatus,
        uploadedAt: at(k),
        expiresOn: addDays(today, 40 + k * 30),
        ownerSearch: `${CALLER_EMAIL} bench caller farmacia`,
      }),
    );
  });
  for (const [k, role] of (['admin', 'member'] as const).entries()) {
    rows.push(withoutEntity(membershipItem({ orgId, userId: benchUserId(k), role, joinedAt: at(k) })));
  }
  for (let k = 0; k < 3; k++) {
    rows.push(benchLocation(orgId, `bench-caller-location-${k}`, k));
    rows.push(
      benchAuditEvent({
        id: `bench-caller-org-event-${k}`,
        targetType: 'ORG',
        targetId: orgId,
        orgId,
        at: at(k),
        action: 'location_created',
        actorId: userId,
        actorRole: 'owner',
        locationId: `bench-caller-location-${k}`,
      }),
    );
  }
  for (let k = 0; k < 2; k++) {
    rows.push(
      benchInvite({
        orgId,
        orgName: org.name,
        id: `bench-caller-invite-${k}`,
        email: `bench-caller-invitee-${k}@bench.lunia.local`,
        at: at(k),
      }),
      // Invitations to the caller, from bench organizations 0 and 1.
      benchInvite({
        orgId: benchOrgId(k),
        orgName: `Bench Farmacia ${pad(k)}`,
        id: `bench-invitation-${k}`,
        email: CALLER_EMAIL,
        at: at(k),
      }),
    );
    const payment: Payment = {
      id: `bench-payment-${k}`,
      orgId,
      status: 'COMPLETED',
      amountCents: 4900,
      currency: 'usd',
      kind: 'checkout',
      createdAt: at(k),
    };
    rows.push({ ...paymentKeys.item(orgId, payment.createdAt, payment.id), ...payment });
  }
  await writeBenchItems(stack, rows);
  return { orgId, userId, documentId: 'bench-caller-doc-0' };
}

export interface ScaleStack {
  stack: LocalStack;
  ids: BenchIds;
  tokens: { admin: string; caller: string };
  /** Headers of a request as `caller` (the active organization) or `admin`. */
  headersFor(as: 'admin' | 'caller'): Record<string, string>;
  /** How many bench indexes the table holds. */
  seeded(): number;
  /** Adds bench indexes up to `n`; returns the items written and how long it took. */
  seedTo(n: number): Promise<{ items: number; ms: number }>;
}

let current: Promise<ScaleStack> | undefined;

async function start(): Promise<ScaleStack> {
  const stack = await startLocalStack({ seed: true, web: false, log: () => {} });
  try {
    const ids = await writeCallerFixture(stack);
    const tokens = {
      admin: await accessTokenFor(stack, DEMO.admin),
      caller: await accessTokenFor(stack, CALLER_EMAIL),
    };
    let seeded = 0;
    return {
      stack,
      ids,
      tokens,
      headersFor: (as) => ({
        authorization: `Bearer ${tokens[as]}`,
        ...(as === 'caller' ? { [ACTIVE_ORG_HEADER]: ids.orgId } : {}),
      }),
      seeded: () => seeded,
      async seedTo(n) {
        const started = performance.now();
        let items = 0;
        for (let from = seeded; from < n; from += SEED_CHUNK) {
          const rows: Row[] = [];
          for (let i = from; i < Math.min(n, from + SEED_CHUNK); i++) rows.push(...benchRowsOf(i));
          await writeBenchItems(stack, rows, SEED_CONCURRENCY);
          items += rows.length;
        }
        seeded = Math.max(seeded, n);
        await settle(stack);
        return { items, ms: performance.now() - started };
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/** Waits until the table stream has passed over everything written (it ignores bench rows). */
async function settle(stack: LocalStack): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await stack.drain();
      return;
    } catch (error) {
      if (attempt >= 30) throw error;
    }
  }
}

/** The one scale stack of this process, started (with the caller fixture) on first use. */
export function scaleStack(): Promise<ScaleStack> {
  current ??= start();
  return current;
}

export async function stopScaleStack(): Promise<void> {
  const stack = current;
  current = undefined;
  if (stack) await (await stack).stack.stop();
}
