/**
 * One page of a Scan of the whole table. The ONLY Scan in the product, and only for the maintenance
 * jobs a super admin starts (the counter recount, the index backfill), run off the request path by
 * the maintenance queue's worker, one page per message. No index lists every counted entity
 * (documents, users, organizations, stats items, payments), nor the audit events written before the
 * review trail, and the point of each job is to find what the indexes missed, so it reads the items
 * themselves. Request paths never scan (docs/data-model.md, "Access patterns and how each is
 * served"); only the maintenance worker has the `table:scan` permission.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

export interface ScanPage {
  items: Record<string, unknown>[];
  /** Items examined (before the entity filter). */
  scanned: number;
  /** Where the next page starts; undefined after the last page. */
  nextKey: Record<string, unknown> | undefined;
}

/**
 * Up to `limit` items examined from `startKey`, returning those whose `entity` is one of `entities`
 * (and, when given, whose SK is `sortKey`). Strongly consistent, so a page sees every write that
 * completed before it was read.
 */
export async function scanTablePage(input: {
  entities: readonly string[];
  sortKey?: string;
  startKey: Record<string, unknown> | undefined;
  limit: number;
}): Promise<ScanPage> {
  const entityNames = Object.fromEntries(input.entities.map((entity, i) => [`:e${i}`, entity]));
  const filters = [`entity IN (${Object.keys(entityNames).join(', ')})`];
  if (input.sortKey !== undefined) filters.push('SK = :sk');
  const page = await db().send(
    new ScanCommand({
      TableName: tableName(),
      FilterExpression: filters.join(' AND '),
      ExpressionAttributeValues: { ...entityNames, ...(input.sortKey !== undefined ? { ':sk': input.sortKey } : {}) },
      ExclusiveStartKey: input.startKey,
      Limit: input.limit,
      ConsistentRead: true,
    }),
  );
  return { items: page.Items ?? [], scanned: page.ScannedCount ?? 0, nextKey: page.LastEvaluatedKey };
}
