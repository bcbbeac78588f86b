/**
 * The one idempotency helper: how a delivery that can come more than once (a queue message, a table
 * stream record, a provider's webhook) takes effect once. Two tools, chosen by where the effect lands:
 *
 * - An effect outside the table (an e-mail through SES) cannot share a transaction with the record of
 *   it, so the worker wraps it in Powertools idempotency with `idempotencyStore(scope)`
 *   (idempotency-store.ts, apart so that modules writing claims do not bundle Powertools): one record per
 *   message key under `IDEMPOTENCY#<scope>`, written IN_PROGRESS before the effect, COMPLETED (with
 *   its result) after it, and deleted when it fails, so the queue's retry does it then. A redelivery
 *   gets the stored result instead of a second effect. At least once: a worker that dies after the
 *   effect and before COMPLETED leaves an IN_PROGRESS record that expires with the invocation, and the
 *   redelivery does it again.
 * - A change to the table records that it was applied in its own transaction, with
 *   `appliedOnceClaim`: a Put of a claim keyed by the delivery's id, conditioned on not existing, so a
 *   second delivery's transaction is cancelled and changes nothing. Exactly once.
 *
 * Items that are themselves the once-only fact (an expiry reminder per document, date and threshold; a
 * reminder's outcome per recipient; a beta application per address) keep their conditional Put in
 * their entity's module.
 */
import { tableName } from './client';
import type { TransactItem } from './transactions';

/**
 * How long an idempotency record outlives its message: longer than any redelivery, a late redrive included
 * (dead-letter queues keep a message 14 days from its first send; `npm run ops:redrive`, infra/test reads both).
 */
export const IDEMPOTENCY_RETENTION_SECONDS = 15 * 24 * 3600;

/**
 * Whose records: the mail workers' sends (per dedupe key), the reminder worker's document reminders
 * (per job and recipient) and its expiry reminders (per claim and recipient).
 */
export type IdempotencyScope = 'mail-worker' | 'reminder-worker' | 'expiry-reminder';

/**
 * The claim that a delivery was applied, for the transaction of the change it makes: it fails the
 * transaction when the claim exists (cancellation code `ConditionalCheckFailed`), and expires after
 * `ttlSeconds`, which must outlast every redelivery of the same id.
 */
export function appliedOnceClaim(claim: {
  key: { PK: string; SK: string };
  entity: string;
  ttlSeconds: number;
  attributes?: Record<string, unknown>;
}): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...claim.key,
        entity: claim.entity,
        ...claim.attributes,
        expiresAt: Math.floor(Date.now() / 1000) + claim.ttlSeconds,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}
