/**
 * Consumes the counter recount queue: each message is one step of a recount job (`{ jobId, step }`,
 * see use-cases/maintenance/run-counter-recount-step.ts), a page of the table or the final write,
 * so no invocation runs longer than a few seconds. Steps are idempotent (the job's step is the
 * guard); a failed step is retried by the queue and dead-lettered after its maximum receives, and
 * the job then stays `running` until a super admin starts another recount.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { runCounterRecountStep } from '../use-cases/maintenance/run-counter-recount-step';

const JOB_ID = /^[A-Za-z0-9-]{1,64}$/;

function parseMessage(body: string): { jobId: string; step: number } | undefined {
  try {
    const { jobId, step } = JSON.parse(body) as { jobId?: unknown; step?: unknown };
    if (typeof jobId !== 'string' || !JOB_ID.test(jobId) || !Number.isSafeInteger(step) || (step as number) < 0) {
      return undefined;
    }
    return { jobId, step: step as number };
  } catch {
    return undefined;
  }
}

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const message = parseMessage(record.body);
    if (!message) {
      logger.error('Dropping a message that is not a counter recount step', { messageId: record.messageId });
      continue;
    }
    try {
      await runCounterRecountStep(message);
    } catch (error) {
      logger.error('Counter recount step failed', { ...message, error: error as Error });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
