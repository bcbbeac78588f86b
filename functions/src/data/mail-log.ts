/**
 * The mail workers' record of what was sent: Powertools idempotency records keyed by each message's
 * dedupe key, in the table under `IDEMPOTENCY#mail-worker` (events/mail-worker.ts). A record is
 * written IN_PROGRESS before the send, COMPLETED (with the SES message id) after it, and deleted when
 * the send fails, so:
 * - a message delivered again after a successful send gets the stored outcome, not a second e-mail;
 * - a failed send is retried by the queue and delivered then;
 * - a worker that dies between the record and the send leaves an IN_PROGRESS record that expires
 *   with the invocation's remaining time, so the redelivery sends it (at least once; the claim
 *   before the send that this replaces lost such an e-mail).
 */
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { clientConfig, env } from '../lib/env';
import { mailSentKeys } from './keys';

/** Long enough to outlive every redelivery of a message (queues keep messages for 4 days). */
export const MAIL_LOG_RETENTION_SECONDS = 5 * 24 * 3600;

export function mailIdempotencyStore(): DynamoDBPersistenceLayer {
  return new DynamoDBPersistenceLayer({
    tableName: env.tableName,
    keyAttr: 'PK',
    sortKeyAttr: 'SK',
    staticPkValue: mailSentKeys.idempotencyPartition,
    expiryAttr: 'expiresAt',
    clientConfig: clientConfig('dynamodb'),
  });
}
