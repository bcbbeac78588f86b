/**
 * Items derived from another item through the table stream (the admin search lookups). A change to
 * nothing derived (same items from the old and the new image) writes nothing. Any other change derives
 * the items from the source item as it is NOW (a consistent read), not from the record's new image:
 * records can reach the consumer late or again (a retried batch, a shard handover), and a stale image
 * applied after a newer one would leave the lookups describing an older profile. Reading the current
 * item makes every processed change converge on the latest state, in any order; items either image
 * implied that the current item does not are deleted, in the same transaction.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { type TransactItem, writeTransaction } from './transactions';

export type DerivedItem = Record<string, unknown> & { PK: string; SK: string };

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;
const sameItem = (a: DerivedItem, b: DerivedItem) =>
  Object.keys({ ...a, ...b }).every((attribute) => sameValue(a[attribute], b[attribute]));

export async function syncDerivedItemsToCurrent(input: {
  before: DerivedItem[];
  after: DerivedItem[];
  /** The source item's key (read consistently) and the items it implies. */
  sourceKey: { PK: string; SK: string } | undefined;
  derive: (source: Record<string, unknown>) => DerivedItem[];
}): Promise<void> {
  const { before, after, sourceKey, derive } = input;
  const unchanged =
    before.length === after.length &&
    after.every((item) => {
      const previous = before.find((old) => old.PK === item.PK && old.SK === item.SK);
      return previous !== undefined && sameItem(previous, item);
    });
  if (unchanged || !sourceKey) return;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sourceKey, ConsistentRead: true }));
  const current = Item ? derive(Item) : [];
  const currentKeys = new Set(current.map((item) => `${item.PK}\u0000${item.SK}`));
  const stale = new Map<string, DerivedItem>();
  for (const item of [...before, ...after]) {
    const key = `${item.PK}\u0000${item.SK}`;
    if (!currentKeys.has(key)) stale.set(key, item);
  }
  const changes: TransactItem[] = [
    ...[...stale.values()].map((item) => ({ Delete: { TableName: tableName(), Key: { PK: item.PK, SK: item.SK } } })),
    ...current.map((item) => ({ Put: { TableName: tableName(), Item: item } })),
  ];
  if (changes.length > 0) await writeTransaction(changes);
}
