/**
 * What the bulk jobs that fan out through the table stream share (reminder jobs, extension orders):
 * the job item written once with its work split into chunk items (each carrying the request's
 * correlation id to the stream's fan-out and the workers, and expiring after a week), in one
 * transaction with the audit event; and the counter shard an outcome is counted on, so parallel
 * workers do not all update one item; and the job read back with its progress, summed over the shards.
 */
import { createHash } from 'node:crypto';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { currentCorrelationId } from '../lib/logger';
import { db, tableName } from './client';
import { cancellationCodes, type TransactItem } from './transactions';

/** Work items per chunk: one chunk item stays well under DynamoDB's 400 KB item limit. */
export const BULK_CHUNK_SIZE = 1000;
/** Counter shards per job: outcomes counted in parallel spread over this many items. */
export const BULK_COUNTER_SHARDS = 10;
const CHUNK_TTL_SECONDS = 7 * 24 * 3600;

export const expiresIn = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

/** The counter shard of one work item (by its id): stable, so a redelivery counts on the same shard. */
export const counterShardOf = (id: string) =>
  createHash('sha256').update(id).digest().readUInt16BE(0) % BULK_COUNTER_SHARDS;

/**
 * The transaction items of a new job: the job item (only if no job has its key), one chunk item per
 * `BULK_CHUNK_SIZE` work items, and the audit event.
 */
export function newBulkJobItems<W>(input: {
  job: Record<string, unknown>;
  work: readonly W[];
  chunk: (n: number, work: W[]) => { key: Record<string, string>; entity: string; body: Record<string, unknown> };
  audit: TransactItem;
}): TransactItem[] {
  const correlationId = currentCorrelationId();
  const chunks: TransactItem[] = [];
  for (let n = 0; n * BULK_CHUNK_SIZE < input.work.length; n++) {
    const { key, entity, body } = input.chunk(n, input.work.slice(n * BULK_CHUNK_SIZE, (n + 1) * BULK_CHUNK_SIZE));
    chunks.push({
      Put: {
        TableName: tableName(),
        Item: {
          ...key,
          entity,
          ...body,
          ...(correlationId ? { correlationId } : {}),
          expiresAt: expiresIn(CHUNK_TTL_SECONDS),
        },
      },
    });
  }
  return [
    { Put: { TableName: tableName(), Item: input.job, ConditionExpression: 'attribute_not_exists(PK)' } },
    ...chunks,
    input.audit,
  ];
}

type Item = Record<string, unknown>;

/**
 * A bulk job's item and its sharded progress counters (a reminder job, an extension order), read in
 * one Query: the counter shards sort from `counterPrefix` up to the job's own sort key. Undefined when
 * there is no job item; `lastOutcomeAt` is the latest `updatedAt` of a counter (null before any outcome).
 */
export async function readJobProgress(input: {
  partition: string;
  counterPrefix: string;
  jobSortKey: string;
}): Promise<{ job: Item; counters: Item[]; lastOutcomeAt: string | null } | undefined> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': input.partition, ':from': input.counterPrefix, ':to': input.jobSortKey },
    }),
  );
  const job = Items.find((item) => item.SK === input.jobSortKey);
  if (!job) return undefined;
  const counters = Items.filter((item) => item.SK !== input.jobSortKey);
  let lastOutcomeAt: string | null = null;
  for (const item of counters) {
    const at = typeof item.updatedAt === 'string' ? item.updatedAt : null;
    if (at && (!lastOutcomeAt || at > lastOutcomeAt)) lastOutcomeAt = at;
  }
  return { job, counters, lastOutcomeAt };
}

/** The sum of one counter attribute over the shards (an absent attribute counts 0). */
export const counterTotal = (counters: Item[], attribute: string): number =>
  counters.reduce((sum, item) => sum + Number(item[attribute] ?? 0), 0);

const MAX_CONFLICT_RETRIES = 6;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes one work item's outcome (its outcome item, conditioned on none yet, with +1 on a counter
 * shard and whatever else `items` holds) in one transaction. Returns false when the outcome had been
 * recorded before (a redelivered message: the first item's condition failed). Workers counting on the
 * same shard at once conflict; they retry after a short, random pause, a few times.
 */
export async function writeOutcomeOnce(items: TransactItem[]): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return true;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes?.[0] === 'ConditionalCheckFailed') return false;
      const conflict =
        (error as Error).name === 'TransactionConflictException' || codes?.includes('TransactionConflict') === true;
      if (!conflict || attempt >= MAX_CONFLICT_RETRIES) throw error;
      await pause(10 + Math.random() * 40 * (attempt + 1));
    }
  }
}
