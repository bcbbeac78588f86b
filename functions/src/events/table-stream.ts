import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { BETA_APPLICATION_ENTITY, fromItem as betaFromItem } from '../data/beta-applications';
import { logger } from '../lib/logger';
import { enqueueMail } from '../lib/mail-queue';

type Item = Record<string, unknown>;

/** Reactions to table changes. Each must be safe to run twice: stream records can be redelivered. */
async function onInsert(item: Item): Promise<void> {
  if (item.entity === BETA_APPLICATION_ENTITY) {
    const application = betaFromItem(item);
    await enqueueMail({
      template: 'beta-confirmation',
      to: application.email,
      language: application.language,
      data: { firstName: application.firstName, product: application.product },
      dedupeKey: `beta-confirmation#${application.product}#${application.email}`,
    });
  }
}

/**
 * The table's stream consumer (an outbox): turns committed writes into side effects such as
 * e-mails, so a request never has to write and publish in two steps that can half-fail.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image) continue;
    try {
      await onInsert(unmarshall(image as Record<string, AttributeValue>));
    } catch (error) {
      logger.error('Stream record failed', { eventID: record.eventID, error: error as Error });
      // Report this record and everything after it for a retry, in order.
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
