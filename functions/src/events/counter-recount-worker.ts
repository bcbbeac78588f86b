/**
 * Consumes the maintenance queue (named `counter-recount`, its first job): each message is one step of
 * a maintenance job, by its `kind` (none: a counter recount, as before kinds existed). A recount step
 * (`{ jobId, step }`, use-cases/maintenance/run-counter-recount-step.ts) is a page of the table or the
 * final write; an index backfill step (`{ kind: 'index-backfill', jobId, step }`,
 * use-cases/maintenance/run-index-backfill-step.ts) a page of the old index entries or of the table.
 * No invocation runs longer than a few seconds. Steps are idempotent (the job's step is the guard); a
 * failed step is retried by the queue and dead-lettered after its maximum receives. A recount then
 * stays `running` until a super admin starts another; a backfill is marked `failed` on the last
 * receive, so its card says so. A message that is not a step (events/queue-consumer.ts validates it
 * first) does nothing and ends in the dead-letter queue.
 */
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { failIndexBackfillJob } from '../data/index-backfill-jobs';
import { logger } from '../lib/logger';
import { runCounterRecountStep } from '../use-cases/maintenance/run-counter-recount-step';
import { runIndexBackfillStep } from '../use-cases/maintenance/run-index-backfill-step';
import { eventHandlers } from './manifest';
import { processQueueBatch } from './queue-consumer';

/** Receives after which the queue dead-letters a step's message (the redrive policy's). */
const MAX_RECEIVES = eventHandlers.counterRecountWorker.source.maxReceiveCount;

export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  return processQueueBatch(event, {
    messages: 'counter-recount',
    context,
    process: async (message, record) => {
      const { kind = 'counter-recount', jobId, step } = message;
      try {
        if (kind === 'index-backfill') await runIndexBackfillStep({ jobId, step });
        else await runCounterRecountStep({ jobId, step });
      } catch (error) {
        logger.error('Maintenance job step failed', { kind, jobId, step, error: error as Error });
        const receives = Number(record.attributes?.ApproximateReceiveCount ?? 0);
        if (kind === 'index-backfill' && receives >= MAX_RECEIVES) await failIndexBackfillJob(jobId, step);
        throw error;
      }
    },
  });
}
