/**
 * The table reads and writes of the index backfill (use-cases/maintenance/run-index-backfill-step.ts):
 * items written before issues 27–28 changed their index keys, rewritten into the form the app's write
 * path gives them now. Every write is an UpdateItem of the index keys only (never the item's other
 * attributes, never its `version`), conditioned on the item still being in its old form, so a document
 * or event the app wrote meanwhile is left as the app wrote it, and a second run changes nothing.
 */
import { type AuditEvent, toItem as auditEventItem, inOwnerTrail } from './audit-events';
import { queryAllPages, queryPartitionPage, updateIfStill } from './client';
import { toItem as documentItem, fromItem as documentOf } from './documents';
import { auditEventKeys, documentKeys, type OwnerKind, withoutKeys } from './keys';

type Item = Record<string, unknown>;

/**
 * One page of the expiry index's unsharded partition (GSI4 `EXPIRY`, the entries written before the
 * shards), ascending. Entries moved out by earlier pages are gone from it; the cursor still continues
 * after the last key read.
 */
export async function queryLegacyExpiryPage(input: {
  startKey: Item | undefined;
  limit: number;
}): Promise<{ items: Item[]; nextKey: Item | undefined }> {
  const page = await queryPartitionPage({
    index: 'GSI4',
    partition: documentKeys.expiryPartition,
    limit: input.limit,
    startKey: input.startKey,
  });
  return { items: page.items, nextKey: page.lastKey };
}

/**
 * Gives one document, read from the unsharded partition, the GSI4 keys the write path computes for it
 * now (documents.ts `toItem`: its shard, or no entry at all), if it is still that entry (GSI4 keys as
 * read; the sort key holds the expiry date and the id). A document the app rewrote since already has its shard and is not touched.
 */
export async function moveExpiryEntry(item: Item): Promise<boolean> {
  const now = documentItem(documentOf(item)) as Item;
  const sharded = typeof now.GSI4PK === 'string';
  return updateIfStill({
    Key: documentKeys.item(String(item.id)),
    UpdateExpression: sharded ? 'SET GSI4PK = :pk, GSI4SK = :sk' : 'REMOVE GSI4PK, GSI4SK',
    ConditionExpression: 'GSI4PK = :legacy AND GSI4SK = :readSk',
    ExpressionAttributeValues: {
      ':legacy': documentKeys.expiryPartition,
      ':readSk': item.GSI4SK,
      ...(sharded ? { ':pk': now.GSI4PK, ':sk': now.GSI4SK } : {}),
    },
  });
}

/** An audit event item of a document that belongs in its owner's review trail and has no trail keys. */
export function lacksTrailKeys(item: Item): boolean {
  return (
    item.targetType === 'DOCUMENT' && item.GSI4PK === undefined && inOwnerTrail(item.action as AuditEvent['action'])
  );
}

/** Every event item of a document's own timeline (`AUDIT#DOCUMENT#<id>`), oldest first, with its keys. */
export async function listDocumentEventItems(documentId: string): Promise<Item[]> {
  const items: Item[] = [];
  await queryAllPages(
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': auditEventKeys.targetPartition('DOCUMENT', documentId) },
      ScanIndexForward: true,
    },
    (page) => items.push(...page.items),
  );
  return items;
}

/**
 * Names the document's owner on one of its events and gives it the trail keys the write path computes
 * (audit-events.ts `toItem`), if it still has no trail keys. Only those four attributes are written.
 */
export async function addTrailKeys(item: Item, owner: { type: OwnerKind; id: string }): Promise<boolean> {
  const event = {
    ...(withoutKeys(item) as unknown as AuditEvent),
    documentOwnerType: owner.type,
    documentOwnerId: owner.id,
  };
  const keys = auditEventItem(event) as Item;
  if (typeof keys.GSI4PK !== 'string') return false;
  return updateIfStill({
    Key: { PK: item.PK, SK: item.SK },
    UpdateExpression: 'SET GSI4PK = :pk, GSI4SK = :sk, documentOwnerType = :type, documentOwnerId = :owner',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI4PK)',
    ExpressionAttributeValues: { ':pk': keys.GSI4PK, ':sk': keys.GSI4SK, ':type': owner.type, ':owner': owner.id },
  });
}
