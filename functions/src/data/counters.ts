/**
 * Counters (docs/data-model.md): `COUNTER`/`<name>` with a numeric `value`, and the per-user stats
 * item `USER#<id>`/`STATS`. Only the table-stream reactions change them, with ADD, computed from
 * the old and new image of each changed item (a status moving from pending to approved is -1 and
 * +1). A stream record can be delivered more than once, so a record's deltas are applied in the
 * same transaction as its claim `STREAMRECORD#<eventID>#<counting>` (condition: not there yet,
 * expires after two days, longer than a stream keeps records): a redelivered record finds its
 * claim and changes nothing. The records of one stream batch share their transactions, their deltas
 * summed per counter (applyCountedRecords; docs/decisions/0145-stream-batches-count-together.md).
 *
 * Every such update also adds 1 to the item's `revision`. The counter recount
 * (use-cases/maintenance/run-counter-recount-step.ts) reads a counter's value and revision before
 * it counts, and writes the counted value only if the revision is still the same, so it never
 * overwrites a change the stream applied while it was counting.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentContext } from '@lunia/shared/domain/constants';
import { db, queryAllPages, tableName, updateIfStill } from './client';
import { appliedOnceClaim } from './idempotency';
import { counterKeys, userKeys } from './keys';
import { cancellationCodes } from './transactions';
import { USER_STATS_ENTITY } from './user-stats';

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
  /** People who can open the module now, each once (`ModuleUser` items, data/module-users.ts). */
  moduleUsers: (module: string) => `module-users#${module}`,
  organizations: 'organizations',
  organizationsByStatus: (status: 'verified' | 'pending') => `organizations#${status}`,
  /** Unverified organizations whose pharmacy licence is approved: the badge Pending Review. */
  organizationsPendingReview: 'organizations#pending_review',
  /** Sum of COMPLETED payments in cents (events/reactions/count-revenue.ts). */
  revenueCents: 'revenue#cents',
} as const;

const CLAIM_TTL_SECONDS = 2 * 24 * 3600;
/** The attribute counted up by every change of a counter or stats item (the recount's guard). */
const REVISION = 'revision';

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

/** A delta of one counter attribute of a user's stats item (`USER#<id>`/`STATS`). */
export const userStatsDelta = (userId: string, attribute: string, delta = 1): CounterDelta => ({
  key: userKeys.stats(userId),
  attribute,
  delta,
  entity: USER_STATS_ENTITY,
});

/** The name of the `COUNTER` item a delta changes; undefined for a delta of another item. */
export const counterNameOf = (delta: CounterDelta): string | undefined =>
  delta.key.PK === counterKeys.partition ? delta.key.SK : undefined;

/** Whether a delta changes this user's stats item. */
export function isUserStatsDeltaOf(delta: CounterDelta, userId: string): boolean {
  const key = userKeys.stats(userId);
  return delta.key.PK === key.PK && delta.key.SK === key.SK;
}

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

/** The deltas one stream record gives, with the claim that applies them once (`<eventID>#<counting>`). */
export interface CountedRecord {
  claimId: string;
  deltas: readonly CounterDelta[];
}

/** DynamoDB's limit of actions in one TransactWriteItems. */
const TRANSACTION_ACTIONS = 100;

const claimOf = (claimId: string) =>
  appliedOnceClaim({
    key: counterKeys.streamRecordClaim(claimId),
    entity: 'StreamRecordClaim',
    ttlSeconds: CLAIM_TTL_SECONDS,
  });

/** One update per item (a transaction may touch an item once), one ADD per counter. */
const itemUpdates = (changes: readonly CounterDelta[]) =>
  byItem(changes).map(({ key, entity, deltas }) => ({
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${deltas.map((_, i) => `#c${i} :d${i}`).join(', ')}, #revision :one SET entity = if_not_exists(entity, :entity)`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(deltas.map((d, i) => [`#c${i}`, d.attribute])),
        '#revision': REVISION,
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(deltas.map((d, i) => [`:d${i}`, d.delta])),
        ':entity': entity,
        ':one': 1,
      },
    },
  }));

/** The records' claims and their merged deltas in one transaction; it fails whole if any claim exists. */
async function applyTogether(records: readonly CountedRecord[]): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        ...records.map((record) => claimOf(record.claimId)),
        ...itemUpdates(mergeDeltas(records.flatMap((record) => record.deltas))),
      ],
    }),
  );
}

/**
 * Applies the deltas of one stream record exactly once. Returns false when the record had been
 * applied before (its claim exists).
 */
async function applyCounterDeltas(streamEventId: string, deltas: readonly CounterDelta[]): Promise<boolean> {
  if (mergeDeltas(deltas).length === 0) return true;
  try {
    await applyTogether([{ claimId: streamEventId, deltas }]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** The records in order, in groups whose claims and distinct items fit one transaction. */
export function transactionGroups(records: readonly CountedRecord[]): CountedRecord[][] {
  const groups: CountedRecord[][] = [];
  let group: CountedRecord[] = [];
  let items = new Set<string>();
  for (const record of records) {
    const own = record.deltas.map((d) => `${d.key.PK}|${d.key.SK}`);
    const together = new Set([...items, ...own]);
    // Actions: one claim per record and one update per distinct item.
    if (group.length > 0 && group.length + 1 + together.size > TRANSACTION_ACTIONS) {
      groups.push(group);
      group = [record];
      items = new Set(own);
    } else {
      group.push(record);
      items = together;
    }
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * Applies the deltas of a batch of stream records, each record exactly once, in as few transactions
 * as fit: the records' claims and their deltas merged per counter (a stream batch of ten changes to
 * the same counters is one write of each counter, not ten). A redelivered record's claim exists, which
 * cancels its whole group; that group is then applied record by record (applyCounterDeltas), so the
 * others still count once and the redelivered one not again.
 */
export async function applyCountedRecords(records: readonly CountedRecord[]): Promise<void> {
  const counted = records.filter((record) => mergeDeltas(record.deltas).length > 0);
  for (const group of transactionGroups(counted)) {
    const [only] = group;
    if (only && group.length === 1) {
      await applyCounterDeltas(only.claimId, only.deltas);
      continue;
    }
    try {
      await applyTogether(group);
    } catch (error) {
      if (!cancellationCodes(error)?.includes('ConditionalCheckFailed')) throw error;
      for (const record of group) await applyCounterDeltas(record.claimId, record.deltas);
    }
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

/** Every `COUNTER` item as name → value and revision (the recount's starting point). */
export async function readCounterStates(): Promise<Record<string, { value: number; revision: number }>> {
  const states: Record<string, { value: number; revision: number }> = {};
  await queryAllPages(
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': counterKeys.partition },
      ConsistentRead: true,
    },
    ({ items }) => {
      for (const item of items) {
        states[String(item.SK)] = { value: Number(item.value ?? 0), revision: Number(item[REVISION] ?? 0) };
      }
    },
  );
  return states;
}

/** The revision guard: the item still has the revision read before counting (missing = 0 = never changed). */
const sameRevision = (revision: number) =>
  revision === 0
    ? { ConditionExpression: 'attribute_not_exists(#revision)', values: {} }
    : { ConditionExpression: '#revision = :revision', values: { ':revision': revision } };

/**
 * The recount's write of one counter: `value = counted`, only if no change was applied to it since
 * its revision was read. Returns false (nothing written) when it changed meanwhile.
 */
export async function setCounterIfUnchanged(name: string, value: number, revision: number): Promise<boolean> {
  const guard = sameRevision(revision);
  return updateIfStill({
    Key: counterKeys.item(name),
    UpdateExpression: 'SET #value = :value, entity = :entity ADD #revision :one',
    ConditionExpression: guard.ConditionExpression,
    ExpressionAttributeNames: { '#value': 'value', '#revision': REVISION },
    ExpressionAttributeValues: { ':value': value, ':entity': COUNTER_ENTITY, ':one': 1, ...guard.values },
  });
}

/** A user's stats item as stored, with its revision (strongly consistent: the recount compares it). */
export async function getUserStatsState(userId: string): Promise<{ item: Record<string, unknown>; revision: number }> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: userKeys.stats(userId), ConsistentRead: true }),
  );
  return { item: Item ?? {}, revision: Number(Item?.[REVISION] ?? 0) };
}

/**
 * The recount's write of a user's stats: these attributes set to the counted values, only if the
 * item's revision is still the one read before counting. Returns false when it changed meanwhile.
 * The stream sees this change like any other: a count crossing 0 ↔ 1 moves `users#with_documents`
 * or `users#in_organizations` (events/reactions/count-changes.ts).
 */
export async function setUserStatsIfUnchanged(
  userId: string,
  values: Readonly<Record<string, number>>,
  revision: number,
): Promise<boolean> {
  const names = Object.keys(values);
  const guard = sameRevision(revision);
  return updateIfStill({
    Key: userKeys.stats(userId),
    UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :v${i}`).join(', ')}, entity = :entity ADD #revision :one`,
    ConditionExpression: guard.ConditionExpression,
    ExpressionAttributeNames: {
      ...Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
      '#revision': REVISION,
    },
    ExpressionAttributeValues: {
      ...Object.fromEntries(names.map((name, i) => [`:v${i}`, values[name]])),
      ':entity': USER_STATS_ENTITY,
      ':one': 1,
      ...guard.values,
    },
  });
}
