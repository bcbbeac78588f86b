/**
 * How every SQS consumer takes a batch (issue 23): Powertools' batch processor, which answers with a
 * partial batch response (`batchItemFailures`), so a record that fails is retried alone and, after
 * its queue's maximum receives, dead-lettered (the redrive policy, infra/lib/data-stack.ts).
 *
 * Each record's body is first validated against its queue's schema (@lunia/shared/queue-messages);
 * only a valid message reaches `process`, so a malformed one (not JSON, wrong shape, unknown kind or
 * template) changes nothing and sends nothing. It fails alone, every receive, and ends in the
 * dead-letter queue. Each refusal is logged with the queue, the message id, the receive count and the
 * zod issues (fields and codes), never the body: mail messages carry addresses, names and codes.
 *
 * Each record's log lines carry the correlation id its producer attached (message attribute
 * `correlationId`, lib/logger.ts), else the message id; the batch's business metrics are written once
 * at its end (lib/metrics.ts). Records processed in parallel share the logger: each record runs in its
 * own scope, so records processed in parallel keep their own ids.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { parseQueueMessage, type QueueMessage, type QueueName } from '@lunia/shared/queue-messages';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { CORRELATION_ATTRIBUTE, firstCorrelationId, logger, runWithCorrelationId } from '../lib/logger';
import { publishBusinessMetrics } from '../lib/metrics';

/** A record whose body is not a message of its queue: failed, so the queue dead-letters it. */
export class MalformedMessageError extends Error {
  override name = 'MalformedMessageError';
}

/** The queue's name, from the record's source ARN (the last part). */
export const queueNameOf = (record: SQSRecord): string => record.eventSourceARN?.split(':').pop() || 'unknown';

export interface QueueBatchOptions<Q extends QueueName> {
  /** The messages the queue carries: the schema every record is validated against first. */
  messages: Q;
  /** Does the work of one valid message; throwing fails that record only. */
  process: (message: QueueMessage<Q>, record: SQSRecord) => Promise<void>;
  context?: Context | undefined;
  /** Process the batch's records concurrently (default: one after the other). */
  inParallel?: boolean;
}

export async function processQueueBatch<Q extends QueueName>(
  event: SQSEvent,
  options: QueueBatchOptions<Q>,
): Promise<SQSBatchResponse> {
  const handleRecord = (record: SQSRecord): Promise<void> =>
    runWithCorrelationId(firstCorrelationId(correlationIdOfRecord(record), record.messageId), () =>
      handleValidRecord(record),
    );
  const handleValidRecord = async (record: SQSRecord): Promise<void> => {
    const parsed = parseQueueMessage(options.messages, record.body);
    if (!parsed.success) {
      logger.error('Malformed queue message refused: nothing done, dead-lettered after its receives', {
        queue: queueNameOf(record),
        messageId: record.messageId,
        receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? 0),
        reason: parsed.reason,
        issues: parsed.issues,
      });
      throw new MalformedMessageError(`Not a ${options.messages} message (${parsed.reason})`);
    }
    await options.process(parsed.message, record);
  };
  try {
    return await processPartialResponse(event, handleRecord, new BatchProcessor(EventType.SQS), {
      ...(options.context ? { context: options.context } : {}),
      processInParallel: options.inParallel ?? false,
      // A batch where every record failed is answered like any other (each record listed), not thrown.
      throwOnFullBatchFailure: false,
    });
  } finally {
    publishBusinessMetrics();
  }
}

/** The correlation id a producer attached to the message (lib/logger.ts), if any. */
export const correlationIdOfRecord = (record: SQSRecord): string | undefined =>
  record.messageAttributes?.[CORRELATION_ATTRIBUTE]?.stringValue;
