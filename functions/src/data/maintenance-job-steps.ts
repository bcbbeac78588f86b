/**
 * What the maintenance jobs' records share (the counter recount, data/counter-recount-jobs.ts; the
 * index backfill, data/index-backfill-jobs.ts): one item per job, the whole state of the job, advanced
 * one step per queue message. A step's result is saved by replacing the job item on the condition that
 * the job is still running and still waits for the step the message names, so a redelivered message,
 * or a second delivery at the same time, saves nothing. The table stream sees each saved step and
 * queues the next one, so saving a step and asking for the next cannot half-fail.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionalCheckFailed, putNewItem, tableName, updateIfStill } from './client';
import { withoutKeys } from './keys';

/** Job records are a maintenance record; they expire after 90 days. */
const JOB_TTL_SECONDS = 90 * 24 * 3600;

const isEmptyCollection = (value: unknown) =>
  Array.isArray(value)
    ? value.length === 0
    : typeof value === 'object' && value !== null && Object.keys(value).length === 0;

/**
 * A job as its item: keys, entity, the job's fields and its TTL. Empty lists and maps are left out:
 * the stream client reads an empty map as no value at all.
 */
function jobItem(
  keys: { PK: string; SK: string },
  entity: string,
  job: { createdAt: string },
): Record<string, unknown> {
  return {
    ...keys,
    entity,
    ...Object.fromEntries(Object.entries(job).filter(([, value]) => !isEmptyCollection(value))),
    expiresAt: Math.floor(new Date(job.createdAt).getTime() / 1000) + JOB_TTL_SECONDS,
  };
}

/**
 * Saves a job's item after step `fromStep` (the item carries the next step). Returns false when that
 * step was already saved by another delivery of the same message, or the job is no longer running.
 */
async function saveJobStep(item: Record<string, unknown>, fromStep: number): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: '#step = :from AND #status = :running',
        ExpressionAttributeNames: { '#step': 'step', '#status': 'status' },
        ExpressionAttributeValues: { ':from': fromStep, ':running': 'running' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Marks a running job `failed` at `step` (its message was received for the last time and failed
 * again), if it still waits for that step. Returns false when it had moved on or ended meanwhile.
 */
export async function markJobFailed(keys: { PK: string; SK: string }, step: number, at: string): Promise<boolean> {
  return updateIfStill({
    Key: keys,
    UpdateExpression: 'SET #status = :failed, completedAt = :at',
    ConditionExpression: '#step = :step AND #status = :running',
    ExpressionAttributeNames: { '#step': 'step', '#status': 'status' },
    ExpressionAttributeValues: { ':step': step, ':running': 'running', ':failed': 'failed', ':at': at },
  });
}

/**
 * The record of one kind of job: its item (`jobItem`) and back, created once, read strongly
 * consistent, and saved one step at a time (`saveJobStep`). `emptyCollections` gives back the lists
 * and maps an item leaves out when they are empty.
 */
export function jobRecords<Job extends { id: string; createdAt: string }>(kind: {
  keys: (jobId: string) => { PK: string; SK: string };
  entity: string;
  emptyCollections?: Partial<Job>;
}) {
  const toItem = (job: Job) => jobItem(kind.keys(job.id), kind.entity, job);
  const fromItem = (item: Record<string, unknown>): Job => {
    const { expiresAt: _expiresAt, ...job } = withoutKeys(item);
    return { ...kind.emptyCollections, ...job } as unknown as Job;
  };
  return {
    fromItem,
    create: (job: Job): Promise<void> => putNewItem(toItem(job)),
    get: async (jobId: string): Promise<Job | undefined> => {
      const { Item } = await db().send(
        new GetCommand({ TableName: tableName(), Key: kind.keys(jobId), ConsistentRead: true }),
      );
      return Item ? fromItem(Item) : undefined;
    },
    saveStep: (next: Job, fromStep: number): Promise<boolean> => saveJobStep(toItem(next), fromStep),
  };
}
