/**
 * Extension orders (issue 27 E; docs/data-model.md). One partition per order number: the order item,
 * the document chunks the request matched, sharded progress counters and one outcome per document.
 *
 * - The request writes the order and its chunks in ONE transaction with its audit event, conditioned
 *   on no order of that number: an order exists with all its documents or not at all.
 * - The table stream fans each chunk's documents out to the reminder queue
 *   (events/reactions/fan-out-extension-order.ts), one message per document.
 * - The worker changes a document together with its outcome (conditional Put) and +1 on a counter
 *   shard, in the document's transaction; a document it leaves alone gets a `skipped` outcome. A
 *   redelivered message finds the outcome and changes and counts nothing.
 *
 * The documents in a window come from the expiry index (GSI4, `<expiresOn>#<id>`), never a scan.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentType } from '@lunia/shared/domain/constants';
import { counterShardOf, counterTotal, newBulkJobItems, readJobProgress, writeOutcomeOnce } from './bulk-job-items';
import { db, queryPartitionPage, tableName } from './client';
import { type DocumentEntity, fromItem as documentFromItem } from './documents';
import { queryExpiryRange } from './expiry-index';
import { documentKeys, extensionOrderKeys, withoutKeys } from './keys';
import { cancellationCodes, type TransactItem } from './transactions';

export const EXTENSION_ORDER_ENTITY = 'ExtensionOrder';
export const EXTENSION_CHUNK_ENTITY = 'ExtensionOrderChunk';
export const EXTENSION_OUTCOME_ENTITY = 'ExtensionOutcome';
const COUNTER_ENTITY = 'ExtensionOrderCounter';

/** Outcomes are kept: they are the order's record (chunks expire: data/bulk-job-items.ts). */

export interface ExtensionActor {
  id: string;
  name: string;
}

/** What the super admin recorded: the order as the Department issued it. */
export interface ExtensionOrderTerms {
  orderNumber: string;
  issuedOn: string;
  documentTypes: DocumentType[];
  expiringFrom: string;
  expiringTo: string;
  newExpiresOn: string;
}

export interface ExtensionOrder extends ExtensionOrderTerms {
  total: number;
  createdAt: string;
  createdBy: ExtensionActor;
}

export interface ExtensionOrderProgress extends ExtensionOrder {
  applied: number;
  skipped: number;
  lastOutcomeAt: string | null;
}

/** A matched document and the date it had when the order was recorded (the worker's condition). */
export interface ExtensionTarget {
  documentId: string;
  expiresOn: string;
}

export interface ExtensionChunk {
  orderNumber: string;
  documents: ExtensionTarget[];
}

/**
 * The approved documents of `types` whose expiry date is in [from, to], soonest first: the expiry
 * index's partitions read over that window (data/expiry-index.ts), stopping once `max` have been
 * found (the caller tells "more").
 */
export async function approvedDocumentsExpiringIn(input: {
  from: string;
  to: string;
  types: readonly DocumentType[];
  max: number;
}): Promise<DocumentEntity[]> {
  const typeValues = Object.fromEntries(input.types.map((type, i) => [`:type${i}`, type]));
  const items = await queryExpiryRange({
    from: `${input.from}#`,
    to: documentKeys.expiryUpTo(input.to),
    filter: {
      expression: `#status = :approved AND #type IN (${Object.keys(typeValues).join(', ')})`,
      names: { '#status': 'status', '#type': 'type' },
      values: { ':approved': 'approved', ...typeValues },
    },
    max: input.max,
  });
  return items.map(documentFromItem);
}

/**
 * Records the order with its documents (and the audit event) in one transaction. Returns false, writing
 * nothing, when an order of that number exists.
 */
export async function createExtensionOrder(
  order: ExtensionOrder,
  targets: readonly ExtensionTarget[],
  audit: TransactItem,
): Promise<boolean> {
  const TransactItems = newBulkJobItems({
    job: {
      ...extensionOrderKeys.order(order.orderNumber),
      ...extensionOrderKeys.indexes(order),
      entity: EXTENSION_ORDER_ENTITY,
      ...order,
    },
    work: targets,
    chunk: (n, documents) => ({
      key: extensionOrderKeys.chunk(order.orderNumber, n),
      entity: EXTENSION_CHUNK_ENTITY,
      body: { orderNumber: order.orderNumber, documents } satisfies ExtensionChunk,
    }),
    audit,
  });
  try {
    await db().send(new TransactWriteCommand({ TransactItems }));
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export function chunkFromItem(item: Record<string, unknown>): ExtensionChunk | undefined {
  const { orderNumber, documents } = item as Partial<ExtensionChunk>;
  if (typeof orderNumber !== 'string' || !Array.isArray(documents)) return undefined;
  return {
    orderNumber,
    documents: documents.filter(
      (doc): doc is ExtensionTarget => typeof doc?.documentId === 'string' && typeof doc?.expiresOn === 'string',
    ),
  };
}

/** What the worker did with one document of an order, with what the e-mail and the record need. */
export interface ExtensionOutcome {
  status: 'applied' | 'skipped';
  /** Why a document was left alone: it is gone, not approved any more, or its date changed. */
  reason?: 'gone' | 'not_approved' | 'date_changed';
  ownerType?: DocumentEntity['ownerType'];
  ownerId?: string;
  type?: DocumentType;
  oldExpiresOn?: string;
  newExpiresOn?: string;
}

/**
 * The outcome of one document (condition: none yet) and +1 on the order's applied or skipped count,
 * as transaction items: with the document change (applied) or alone (skipped).
 */
export function extensionOutcomeItems(orderNumber: string, documentId: string, outcome: ExtensionOutcome, at: string) {
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...extensionOrderKeys.outcome(orderNumber, documentId),
          entity: EXTENSION_OUTCOME_ENTITY,
          orderNumber,
          documentId,
          ...outcome,
          at,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: extensionOrderKeys.counterShard(orderNumber, counterShardOf(documentId)),
        UpdateExpression: 'ADD #count :one SET entity = :entity, updatedAt = :at',
        ExpressionAttributeNames: { '#count': outcome.status },
        ExpressionAttributeValues: { ':one': 1, ':entity': COUNTER_ENTITY, ':at': at },
      },
    },
  ];
  return items;
}

/** Whether a document's outcome in an order is recorded already (a redelivered message). */
export async function extensionOutcomeExists(orderNumber: string, documentId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: extensionOrderKeys.outcome(orderNumber, documentId),
      ProjectionExpression: 'PK',
      ConsistentRead: true,
    }),
  );
  return Item !== undefined;
}

export type RecordedExtensionOutcome = ExtensionOutcome & { orderNumber: string; documentId: string };

export function outcomeFromItem(item: Record<string, unknown>): RecordedExtensionOutcome | undefined {
  const outcome = withoutKeys(item) as Partial<RecordedExtensionOutcome>;
  if (typeof outcome.orderNumber !== 'string' || typeof outcome.documentId !== 'string') return undefined;
  if (outcome.status !== 'applied' && outcome.status !== 'skipped') return undefined;
  return outcome as RecordedExtensionOutcome;
}

function orderFromItem(item: Record<string, unknown>): ExtensionOrder {
  return withoutKeys(item) as unknown as ExtensionOrder;
}

/** The order as recorded (without its progress), if any. */
export async function getExtensionOrder(orderNumber: string): Promise<ExtensionOrder | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: extensionOrderKeys.order(orderNumber), ConsistentRead: true }),
  );
  return Item ? orderFromItem(Item) : undefined;
}

/** The order and its progress: one Query over the counter shards and the order item (COUNT#.. < ORDER). */
export async function getExtensionOrderProgress(orderNumber: string): Promise<ExtensionOrderProgress | undefined> {
  const progress = await readJobProgress({
    partition: extensionOrderKeys.partition(orderNumber),
    counterPrefix: extensionOrderKeys.counterPrefix,
    jobSortKey: extensionOrderKeys.orderSortKey,
  });
  if (!progress) return undefined;
  const { job, counters, lastOutcomeAt } = progress;
  const applied = counterTotal(counters, 'applied');
  const skipped = counterTotal(counters, 'skipped');
  return { ...orderFromItem(job), applied, skipped, lastOutcomeAt };
}

/** Order numbers newest first (GSI1), a page at a time. */
export async function listExtensionOrders(limit: number, startKey?: Record<string, unknown>) {
  const page = await queryPartitionPage({
    index: 'GSI1',
    partition: extensionOrderKeys.allPartition,
    limit,
    startKey,
    newestFirst: true,
  });
  return { orderNumbers: page.items.map((item) => String(item.orderNumber)), lastKey: page.lastKey };
}

/**
 * Records that a document of an order was left alone, once: its `skipped` outcome and +1 on a counter
 * shard. Returns false when the document's outcome had been recorded before (a redelivered message).
 * Workers counting on the same shard at once retry after a short, random pause.
 */
export async function recordExtensionSkipped(
  orderNumber: string,
  documentId: string,
  reason: NonNullable<ExtensionOutcome['reason']>,
): Promise<boolean> {
  const items = extensionOutcomeItems(orderNumber, documentId, { status: 'skipped', reason }, new Date().toISOString());
  return writeOutcomeOnce(items);
}
