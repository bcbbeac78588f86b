/**
 * Reads of the expiry index (GSI4, docs/data-model.md "License expiry" and "Capacity (issue 28)"):
 * its entries are written across EXPIRY_SHARDS partitions (keys.ts `documentKeys.expiryIndex`), so
 * every read queries each shard, and the partition `EXPIRY` that holds the entries written before
 * the shards (until the backfill has moved them: docs/decisions/0075-index-backfill.md), in parallel, and merges
 * them by sort key (data/sharded-index.ts). Items come back raw; data/documents.ts and the other readers
 * turn them into documents.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { documentKeys, EXPIRY_SHARDS } from './keys';
import { mergeShardReads, openShardsOf, openShardsText, perShardLimit, type ShardRead } from './sharded-index';

type Item = Record<string, unknown>;

/** Partitions read, by number: the shards, then the partition of the entries from before them. */
const LEGACY = EXPIRY_SHARDS;
const PARTITIONS = EXPIRY_SHARDS + 1;
const partitionOf = (n: number) => (n === LEGACY ? documentKeys.expiryPartition : documentKeys.expiryShard(n));
const sortKeyOf = (item: Item) => String(item.GSI4SK);
const ALL = Array.from({ length: PARTITIONS }, (_, n) => n);

/**
 * The next page of the entries up to `upTo` (a GSI4SK bound), ascending, `limit` at most, from the
 * position `after` (the `lastKey` of the previous page). A page may be short and still have a
 * `lastKey`. Each shard is asked for a share of the page; the legacy partition for a whole page (it
 * may hold every entry until the backfill), so the read is bounded by the page, not the index.
 */
export async function queryExpiryPage(input: {
  upTo: string;
  limit: number;
  after?: Record<string, unknown> | undefined;
}): Promise<{ items: Item[]; lastKey?: Record<string, string> }> {
  const after = typeof input.after?.GSI4SK === 'string' ? input.after.GSI4SK : undefined;
  const open = after === undefined ? ALL : openShardsOf(String(input.after?.open ?? ''), PARTITIONS);
  const reads = await Promise.all(
    open.map(async (n): Promise<ShardRead<Item>> => {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'GSI4',
          KeyConditionExpression:
            after === undefined
              ? 'GSI4PK = :pk AND GSI4SK <= :upTo'
              : 'GSI4PK = :pk AND GSI4SK BETWEEN :after AND :upTo',
          ExpressionAttributeValues: {
            ':pk': partitionOf(n),
            ':upTo': input.upTo,
            ...(after === undefined ? {} : { ':after': after }),
          },
          ScanIndexForward: true,
          Limit: n === LEGACY ? input.limit + 1 : perShardLimit(input.limit, EXPIRY_SHARDS),
        }),
      );
      return { shard: n, items: page.Items ?? [], more: page.LastEvaluatedKey !== undefined };
    }),
  );
  const merged = mergeShardReads(reads, input.limit, sortKeyOf, after);
  return {
    items: merged.items,
    ...(merged.next
      ? {
          lastKey: {
            GSI4PK: documentKeys.expiryPartition,
            GSI4SK: merged.next.after,
            open: openShardsText(merged.next.open),
          },
        }
      : {}),
  };
}

/**
 * Every entry from `from` to `to` (GSI4SK bounds, inclusive) that passes `filter`, ascending by
 * sort key, at most `max`: each partition read to its end (or to `max` matches) in parallel, then
 * merged. For the jobs that need a whole window of dates (a few days or weeks wide: a bounded read).
 */
export async function queryExpiryRange(input: {
  from: string;
  to: string;
  filter: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  max?: number;
}): Promise<Item[]> {
  const max = input.max ?? Number.POSITIVE_INFINITY;
  const perPartition = await Promise.all(
    ALL.map(async (n) => {
      const found: Item[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await db().send(
          new QueryCommand({
            TableName: tableName(),
            IndexName: 'GSI4',
            KeyConditionExpression: 'GSI4PK = :pk AND GSI4SK BETWEEN :from AND :to',
            FilterExpression: input.filter.expression,
            ExpressionAttributeNames: input.filter.names,
            ExpressionAttributeValues: {
              ':pk': partitionOf(n),
              ':from': input.from,
              ':to': input.to,
              ...input.filter.values,
            },
            ExclusiveStartKey,
          }),
        );
        found.push(...(page.Items ?? []));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey && found.length < max);
      return found;
    }),
  );
  return perPartition
    .flat()
    .sort((a, b) => (sortKeyOf(a) < sortKeyOf(b) ? -1 : sortKeyOf(a) > sortKeyOf(b) ? 1 : 0))
    .slice(0, max);
}
