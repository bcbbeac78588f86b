/**
 * Consumes the counter recount queue: each message is one step of a recount job (`{ jobId, step }`,
 * see use-cases/maintenance/run-counter-recount-step.ts), a page of the table or the final write,
 * so no invocation runs longer than a few seconds. Steps are idempotent (the job's step is the
 * guard); a failed step is retried by the queue and dead-lettered after its maximum receives, and
 * the job then stays `running` until a super admin starts another recount. A message that is not a
 * step (events/queue-consumer.ts validates it first) does nothing and ends in the dead-letter queue.
 */
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { runCounterRecountStep } from '../use-cases/maintenance/run-counter-recount-step';
import { processQueueBatch } from './queue-consumer';

export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  return processQueueBatch(event, {
    messages: 'counter-recount',
    context,
    process: async (message) => {
      try {
        await runCounterRecountStep(message);
      } catch (error) {
        logger.error('Counter recount step failed', { ...message, error: error as Error });
        throw error;
      }
    },
  });
}
