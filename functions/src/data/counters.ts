/**
 * Counters (docs/data-model.md): `COUNTER`/`<name>` with a numeric `value`, and the per-user stats
 * item `USER#<id>`/`STATS`. Only the table-stream reactions change them, with ADD, computed from
 * the old and new image of each changed item (a status moving from pending to approved is -1 and
 * +1). A stream record can be delivered more than once, so the deltas of one record are applied
 * in ONE transaction together with a claim `STREAMRECORD#<eventID>` (condition: not there yet,
 * expires after two days, longer than a stream keeps records): a redelivered record finds its
 * claim and changes nothing.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentContext } from '@lunia/shared/domain/constants';
import { db, queryAllPages, tableName } from './client';
import { counterKeys } from './keys';
import { cancellationCodes } from './transactions';

export const COUNTER_ENTITY = 'Counter';

/** Names of the `COUNTER` items (the reactions in events/reactions/count-changes.ts keep them). */
export const counterNames = {
  documents: (context: DocumentContext, status: 'pending' | 'approved' | 'denied') => `documents#${context}#${status}`,
  users: 'users',
  verifiedUsers: 'users#verified',
  /** super_admin and support accounts. */
  adminUsers: 'users#admins',
  /** Users whose verificationStatus is PENDING (submitted, awaiting review). */
  pendingApprovalUsers: 'users#pending_approval',
  /** Users eligible for BookRx final approval (shared/src/domain/final-approval.ts) in their current state. */
  usersAwaitingFinalApproval: 'users#awaiting_final_approval',
  /** Users with at least one document that has a file (their stats item's documentCount > 0). */
  usersWithDocuments: 'users#with_documents',
  /** Users who are a member of at least one organization (their stats item's organizationCount > 0). */
  usersInOrganizations: 'users#in_organizations',
  usersWithModule: (module: string) => `module#${module}`,
  organizations: 'organizations',
  organizationsByStatus: (status: 'verified' | 'pending') => `organizations#${status}`,
  /** Unverified organizations whose pharmacy licence is approved: the badge Pending Review. */
  organizationsPendingReview: 'organizations#pending_review',
  /** Sum of COMPLETED payments in cents (events/reactions/count-revenue.ts). */
  revenueCents: 'revenue#cents',
} as const;

const CLAIM_TTL_SECONDS = 2 * 24 * 3600;

export interface CounterDelta {
  key: { PK: string; SK: string };
  attribute: string;
  delta: number;
  /** `entity` to give the item when the ADD creates it. */
  entity: string;
}

/** A `COUNTER`/`<name>` delta. */
export const counterDelta = (name: string, delta: number): CounterDelta => ({
  key: counterKeys.item(name),
  attribute: 'value',
  delta,
  entity: COUNTER_ENTITY,
});

/** Sums deltas per item and attribute, and drops the ones that cancel out. */
export function mergeDeltas(deltas: readonly CounterDelta[]): CounterDelta[] {
  const merged = new Map<string, CounterDelta>();
  for (const d of deltas) {
    const id = `${d.key.PK}|${d.key.SK}|${d.attribute}`;
    const existing = merged.get(id);
    merged.set(id, existing ? { ...existing, delta: existing.delta + d.delta } : { ...d });
  }
  return [...merged.values()].filter((d) => d.delta !== 0);
}

function byItem(deltas: readonly CounterDelta[]) {
  const items = new Map<string, { key: CounterDelta['key']; entity: string; deltas: CounterDelta[] }>();
  for (const d of deltas) {
    const id = `${d.key.PK}|${d.key.SK}`;
    const item = items.get(id) ?? { key: d.key, entity: d.entity, deltas: [] };
    item.deltas.push(d);
    items.set(id, item);
  }
  return [...items.values()];
}

/**
 * Applies the deltas of one stream record exactly once. Returns false when the record had been
 * applied before (its claim exists).
 */
export async function applyCounterDeltas(streamEventId: string, deltas: readonly CounterDelta[]): Promise<boolean> {
  const changes = mergeDeltas(deltas);
  if (changes.length === 0) return true;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...counterKeys.streamRecordClaim(streamEventId),
                entity: 'StreamRecordClaim',
                expiresAt: Math.floor(Date.now() / 1000) + CLAIM_TTL_SECONDS,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          ...byItem(changes).map(({ key, entity, deltas }) => ({
            Update: {
              TableName: tableName(),
              Key: key,
              // One update per item (a transaction may touch an item once), one ADD per counter.
              UpdateExpression: `ADD ${deltas.map((_, i) => `#c${i} :d${i}`).join(', ')} SET entity = if_not_exists(entity, :entity)`,
              ExpressionAttributeNames: Object.fromEntries(deltas.map((d, i) => [`#c${i}`, d.attribute])),
              ExpressionAttributeValues: {
                ...Object.fromEntries(deltas.map((d, i) => [`:d${i}`, d.delta])),
                ':entity': entity,
              },
            },
          })),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** Every `COUNTER` item as name → value (missing = 0 for the reader). */
export async function readCounters(): Promise<Record<string, number>> {
  const counters: Record<string, number> = {};
  await queryAllPages(
    { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': counterKeys.partition } },
    ({ items }) => {
      for (const item of items) counters[String(item.SK)] = Number(item.value ?? 0);
    },
  );
  return counters;
}
