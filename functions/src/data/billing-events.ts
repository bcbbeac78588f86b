/**
 * Payment-provider events already applied. Webhooks arrive more than once (the provider retries, and
 * anyone may replay a captured request within the signature's tolerance): the claim of an event id is
 * written in the same transaction as the change the event makes, so a second delivery changes nothing.
 * Claims expire after 30 days, well past the provider's retry window (3 days).
 */
import { appliedOnceClaim } from './idempotency';
import { billingEventKeys } from './keys';
import type { TransactItem } from './transactions';

const CLAIM_TTL_SECONDS = 30 * 24 * 3600;

export const BILLING_EVENT_ENTITY = 'BillingEventClaim';

export function billingEventClaimed(eventId: string, type: string, at: string): TransactItem {
  return appliedOnceClaim({
    key: billingEventKeys.claim(eventId),
    entity: BILLING_EVENT_ENTITY,
    ttlSeconds: CLAIM_TTL_SECONDS,
    attributes: { eventId, type, at },
  });
}
