/**
 * Document-reminder jobs (docs/data-model.md). One partition per job: the job item, the recipient
 * chunks the request named, sharded progress counters and one outcome per recipient.
 *
 * - The request writes the job and its chunks in ONE transaction (with its audit event), so a job
 *   either exists with all its recipients or not at all; it never loops over recipients itself.
 * - The table stream sees each chunk arrive and fans its recipients out to the reminder queue
 *   (events/reactions/fan-out-reminder-job.ts).
 * - The reminder worker records each recipient's outcome with a conditional Put together with +1 on
 *   one counter shard, in one transaction: a redelivered message finds the outcome and counts nothing.
 *   Shards (by a hash of the user id) let many workers count at once without queuing on one item.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import {
  counterShardOf,
  counterTotal,
  expiresIn,
  newBulkJobItems,
  readJobProgress,
  writeOutcomeOnce,
} from './bulk-job-items';
import { db, queryPartitionPage, tableName } from './client';
import { reminderJobKeys, withoutKeys } from './keys';
import type { TransactItem } from './transactions';

export const REMINDER_JOB_ENTITY = 'ReminderJob';
export const REMINDER_CHUNK_ENTITY = 'ReminderJobChunk';
const COUNTER_ENTITY = 'ReminderJobCounter';
const OUTCOME_ENTITY = 'ReminderOutcome';

/** Outcomes are kept while a redelivery can come (chunks: data/bulk-job-items.ts). */
const OUTCOME_TTL_SECONDS = 30 * 24 * 3600;

export interface ReminderActor {
  id: string;
  name: string;
}

export interface ReminderJob {
  id: string;
  kind: 'single' | 'bulk';
  language: Language;
  total: number;
  createdAt: string;
  createdBy: ReminderActor;
}

export interface ReminderChunk {
  jobId: string;
  language: Language;
  createdBy: ReminderActor;
  userIds: string[];
}

export interface ReminderJobProgress extends ReminderJob {
  sent: number;
  failed: number;
  /** Recipients not mailed because their address is on the suppression list. */
  suppressed: number;
  /** Recipients not mailed because they unsubscribed from document reminders (issue 39). */
  unsubscribed: number;
  /** Recipients mailed, by the language their reminder was written in (their own, else the job's). */
  sentByLanguage: Record<Language, number>;
  /** When the last outcome was counted (the completion time once nothing is pending). */
  lastOutcomeAt: string | null;
}

/** Records a job with its recipients (and the audit event) in one transaction. */
export async function createReminderJob(job: ReminderJob, userIds: readonly string[], audit: TransactItem) {
  const TransactItems = newBulkJobItems({
    job: { ...reminderJobKeys.job(job.id), ...reminderJobKeys.indexes(job), entity: REMINDER_JOB_ENTITY, ...job },
    work: userIds,
    chunk: (n, ids) => ({
      key: reminderJobKeys.chunk(job.id, n),
      entity: REMINDER_CHUNK_ENTITY,
      body: { jobId: job.id, language: job.language, createdBy: job.createdBy, userIds: ids } satisfies ReminderChunk,
    }),
    audit,
  });
  await db().send(new TransactWriteCommand({ TransactItems }));
}

export function chunkFromItem(item: Record<string, unknown>): ReminderChunk | undefined {
  const { jobId, language, createdBy, userIds } = item as Partial<ReminderChunk>;
  if (typeof jobId !== 'string' || !Array.isArray(userIds) || (language !== 'en' && language !== 'es'))
    return undefined;
  if (!createdBy || typeof createdBy.id !== 'string') return undefined;
  return { jobId, language, createdBy, userIds: userIds.filter((id): id is string => typeof id === 'string') };
}

export type RecipientOutcome =
  | { status: 'sent'; language?: Language }
  | { status: 'failed'; reason: string }
  | { status: 'suppressed' }
  | { status: 'unsubscribed' };

/** The counter attribute of the recipients mailed in one language (`sent_en`, `sent_es`). */
const sentInAttribute = (language: Language) => `sent_${language}`;

/**
 * Records what happened to one recipient of a job, once: the outcome item (condition: none yet), +1
 * on the job's sent, failed, suppressed or unsubscribed count (a sent one also +1 on its language's), and the
 * audit event, in one transaction. Returns false when
 * the outcome had been recorded before (a redelivered message). Concurrent workers counting on the
 * same shard retry after a short, random pause.
 */
export async function recordRecipientOutcome(
  jobId: string,
  userId: string,
  outcome: RecipientOutcome,
  audit: TransactItem | undefined,
): Promise<boolean> {
  const at = new Date().toISOString();
  const sentIn = outcome.status === 'sent' && outcome.language ? sentInAttribute(outcome.language) : undefined;
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...reminderJobKeys.outcome(jobId, userId),
          entity: OUTCOME_ENTITY,
          jobId,
          userId,
          ...outcome,
          at,
          expiresAt: expiresIn(OUTCOME_TTL_SECONDS),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: reminderJobKeys.counterShard(jobId, counterShardOf(userId)),
        UpdateExpression: `ADD #count :one${sentIn ? ', #language :one' : ''} SET entity = :entity, updatedAt = :at`,
        ExpressionAttributeNames: { '#count': outcome.status, ...(sentIn ? { '#language': sentIn } : {}) },
        ExpressionAttributeValues: { ':one': 1, ':entity': COUNTER_ENTITY, ':at': at },
      },
    },
    ...(audit ? [audit] : []),
  ];
  return writeOutcomeOnce(items);
}

function jobFromItem(item: Record<string, unknown>): ReminderJob {
  const { expiresAt: _expires, ...job } = withoutKeys(item);
  return job as unknown as ReminderJob;
}

/** The job and its progress: one Query over the counter shards and the job item (COUNT#.. < JOB). */
export async function getReminderJobProgress(jobId: string): Promise<ReminderJobProgress | undefined> {
  const progress = await readJobProgress({
    partition: reminderJobKeys.partition(jobId),
    counterPrefix: reminderJobKeys.counterPrefix,
    jobSortKey: reminderJobKeys.jobSortKey,
  });
  if (!progress) return undefined;
  const { job, counters, lastOutcomeAt } = progress;
  const sentByLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [language, counterTotal(counters, sentInAttribute(language))]),
  ) as Record<Language, number>;
  return {
    ...jobFromItem(job),
    sent: counterTotal(counters, 'sent'),
    failed: counterTotal(counters, 'failed'),
    suppressed: counterTotal(counters, 'suppressed'),
    unsubscribed: counterTotal(counters, 'unsubscribed'),
    sentByLanguage,
    lastOutcomeAt,
  };
}

/** Jobs newest first (GSI1), a page at a time. */
export async function listReminderJobs(limit: number, startKey?: Record<string, unknown>) {
  const page = await queryPartitionPage({
    index: 'GSI1',
    partition: reminderJobKeys.allPartition,
    limit,
    startKey,
    newestFirst: true,
  });
  return { jobIds: page.items.map((item) => String(item.id)), lastKey: page.lastKey };
}

/** Whether a job exists (the worker drops messages of unknown jobs). */
export async function reminderJobExists(jobId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: reminderJobKeys.job(jobId), ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
}
