/**
 * The bench-only table at scale, shared by the read-capacity and throughput benchmarks of one
 * `npm run bench` run (seeding 10,000 users and organizations once is enough): a local stack of its
 * own, a bench caller with a fixed amount of its own data, and `seedTo(n)`, which adds bench users
 * and organizations until there are `n` of each. The rows of a bench index, and why they are written
 * without the table stream's `entity` marker: ./scale-rows.ts. The stack is stopped by
 * `stopScaleStack()` (run.ts, after all benchmarks).
 */

import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import type { AuditEvent } from '../../functions/src/data/audit-events';
import { paymentKeys } from '../../functions/src/data/keys';
import { toItem as membershipItem } from '../../functions/src/data/memberships';
import { createOrganizationWithOwner } from '../../functions/src/data/organization-profiles';
import type { Payment } from '../../functions/src/data/payments';
import type { DocumentStatus } from '../../functions/src/domain/documents/review-rules';
import { ensureUser } from '../../infra/local/seed';
import { type LocalStack, startLocalStack } from '../../infra/local/stack';
import { accessTokenFor, DEMO, DEMO_PASSWORD } from '../support/local-clients';
import { writeBenchItems } from './bench-table';
import type { BenchIds } from './list-routes';
import {
  benchAuditEvent,
  benchDocumentsOf,
  benchInvite,
  benchLocation,
  benchOrganization,
  benchOrgId,
  benchRowsOf,
  benchUserId,
  INDIVIDUAL_TYPES,
  ORGANIZATION_TYPES,
  pad,
  REVIEW_STATUSES,
  type Row,
  startedAt,
  withoutEntity,
} from './scale-rows';

/** Bench indexes are generated and written this many at a time (bounded memory). */
const SEED_CHUNK = 1000;
/** BatchWrite requests in flight while seeding. */
const SEED_CONCURRENCY = 8;

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
  const callerSearch = `${CALLER_EMAIL} bench caller`;
  rows.push(
    ...benchDocumentsOf(
      { ownerType: 'USER', ownerId: userId, ownerSearch: callerSearch },
      INDIVIDUAL_TYPES,
      'bench-caller-doc',
      (k) => ({
        status: REVIEW_STATUSES[k] as DocumentStatus,
        uploadedAt: at(k),
        expiresOn: addDays(today, 20 + k * 30),
      }),
    ),
  );
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
  const orgOwner = { ownerType: 'ORG', ownerId: orgId, ownerSearch: `${callerSearch} farmacia` } as const;
  rows.push(
    ...benchDocumentsOf(orgOwner, ORGANIZATION_TYPES, 'bench-caller-orgdoc', (k) => ({
      status: REVIEW_STATUSES[k] as DocumentStatus,
      uploadedAt: at(k),
      expiresOn: addDays(today, 40 + k * 30),
    })),
  );
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
