import { AppError } from '@lunia/shared/errors';
import { BUSINESS_METRICS } from '@lunia/shared/operations/metrics';
import { billingEventClaimed } from '../../data/billing-events';
import { cancellationCodes, writeTransaction } from '../../data/transactions';
import {
  type ChargeObject,
  type HandledEventType,
  type InvoiceObject,
  isHandledEventType,
  PROVIDER_OBJECTS,
  type SessionObject,
  type SubscriptionObject,
} from '../../domain/billing/provider-objects';
import {
  InvalidWebhookSignature,
  type ProviderEvent,
  verifiedWebhookEvent,
  WebhookTimestampOutOfTolerance,
} from '../../lib/aws/payment-provider';
import { logger } from '../../lib/logger';
import { countBusinessEvent } from '../../lib/metrics';
import { checkoutCompletedChange, checkoutExpiredChange } from '../steps/billing-checkout-events';
import type { BillingEventChange } from '../steps/billing-event-change';
import { chargeRefundedChange, invoiceSettledChange } from '../steps/billing-invoice-events';
import { subscriptionDeletedChange, subscriptionUpdatedChange } from '../steps/billing-subscription-events';

const ATTEMPTS = 3;

/** The change of a verified event whose object has been checked against its type's shape. */
function changeOf(event: ProviderEvent, type: HandledEventType, object: unknown): Promise<BillingEventChange> {
  switch (type) {
    case 'checkout.session.completed':
      return checkoutCompletedChange(event, object as SessionObject);
    case 'checkout.session.expired':
      return checkoutExpiredChange(event, object as SessionObject);
    case 'invoice.paid':
      return invoiceSettledChange(event, object as InvoiceObject, true);
    case 'invoice.payment_failed':
      return invoiceSettledChange(event, object as InvoiceObject, false);
    case 'customer.subscription.updated':
      return subscriptionUpdatedChange(event, object as SubscriptionObject);
    case 'customer.subscription.deleted':
      return subscriptionDeletedChange(event, object as SubscriptionObject);
    case 'charge.refunded':
      return chargeRefundedChange(event, object as ChargeObject);
  }
}

/**
 * The payment provider's webhook (spec §7, issues 12 and 24). The raw body is verified against the
 * Stripe-Signature header (a wrong signature is a 400 INVALID_WEBHOOK_SIGNATURE, a right one signed more
 * than 300 s before or after now a 400 WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE; nothing is recorded). An event of a
 * type billing applies must carry the object that type has (domain/billing/provider-objects.ts);
 * otherwise it is a 400 and nothing changes. Each event is applied at most once: its id is claimed in
 * the same transaction as its change, so a redelivered or replayed event answers 2xx and changes
 * nothing. An event that is not about the organization's current plan, or about an organization its
 * owner deleted, is acknowledged (so the provider stops retrying), logged and ignored. A
 * change that loses a race (the organization changed meanwhile) is recomputed; if it still cannot be
 * written the provider is answered 500 and retries later. The e-mails (receipt, failed payment) follow
 * from the payments recorded, in the table stream.
 */
export async function receivePaymentWebhook(input: { rawBody: string; signature: string | undefined }) {
  let event: ProviderEvent;
  try {
    event = await verifiedWebhookEvent(input.rawBody, input.signature);
  } catch (error) {
    if (error instanceof WebhookTimestampOutOfTolerance) throw new AppError('WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE');
    if (error instanceof InvalidWebhookSignature) throw new AppError('INVALID_WEBHOOK_SIGNATURE');
    throw error;
  }
  const { type } = event;
  if (!isHandledEventType(type)) {
    logger.info('Payment event of a type billing does not apply', { eventId: event.id, type });
    return { received: true };
  }
  const parsed = PROVIDER_OBJECTS[type].safeParse(event.data?.object);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.'));
    logger.warn('Malformed payment event refused', { eventId: event.id, type, fields });
    countBusinessEvent(BUSINESS_METRICS.webhookFailures);
    throw new AppError('INVALID_WEBHOOK_EVENT');
  }
  for (let attempt = 1; ; attempt++) {
    const change = await changeOf(event, type, parsed.data);
    if (!change) {
      logger.info('Payment event acknowledged without a change', { eventId: event.id, type });
      return { received: true };
    }
    try {
      await writeTransaction([billingEventClaimed(event.id, type, new Date().toISOString()), ...change.items]);
      logger.info('Payment event applied', { eventId: event.id, type, change: change.summary });
      if (type === 'invoice.paid') countBusinessEvent(BUSINESS_METRICS.paymentsSucceeded);
      if (type === 'invoice.payment_failed') countBusinessEvent(BUSINESS_METRICS.paymentsFailed);
      return { received: true };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes?.[0] === 'ConditionalCheckFailed') {
        logger.info('Payment event already applied', { eventId: event.id, type });
        return { received: true };
      }
      if (!codes || attempt >= ATTEMPTS) {
        countBusinessEvent(BUSINESS_METRICS.webhookFailures);
        throw error;
      }
    }
  }
}
