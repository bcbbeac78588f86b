/**
 * The subscription and charge objects the stand-in sends in events (`customer.subscription.*`,
 * `charge.refunded`) and answers `GET /v1/subscriptions/:id` with, in Stripe's shape for the SDK's
 * API version: the items with their price (its `lookup_key` included) and quantity, the billing
 * period on the items, the checkout's `subscription_data[metadata]` on the subscription.
 */
import { type InvoiceRecord, priceObjectOut, type Subscription } from './objects';

export function subscriptionObject(subscription: Subscription) {
  const { plan } = subscription;
  return {
    id: subscription.id,
    object: 'subscription' as const,
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
    canceled_at: subscription.status === 'canceled' ? subscription.currentPeriodEnd : null,
    collection_method: 'charge_automatically' as const,
    created: subscription.created,
    currency: plan.currency,
    default_payment_method: `pm_card_${subscription.card.brand}_${subscription.card.last4}`,
    livemode: false as const,
    metadata: { ...plan.subscriptionMetadata },
    items: {
      object: 'list' as const,
      data: [
        {
          id: plan.itemId,
          object: 'subscription_item' as const,
          subscription: subscription.id,
          quantity: plan.quantity,
          current_period_start: subscription.currentPeriodStart,
          current_period_end: subscription.currentPeriodEnd,
          metadata: {},
          price: priceObjectOut(plan.price),
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
    },
  };
}

export function chargeObject(subscription: Subscription, record: InvoiceRecord) {
  const { invoice } = record;
  return {
    id: record.chargeId as string,
    object: 'charge' as const,
    amount: invoice.amount_paid,
    amount_captured: invoice.amount_paid,
    amount_refunded: record.amountRefunded,
    refunded: record.amountRefunded >= invoice.amount_paid,
    captured: true,
    paid: true,
    status: 'succeeded' as const,
    currency: invoice.currency,
    customer: subscription.customer,
    created: invoice.created,
    description: `Invoice ${invoice.id}`,
    livemode: false as const,
    metadata: {},
    payment_method_details: {
      type: 'card' as const,
      card: { brand: subscription.card.brand, last4: subscription.card.last4 },
    },
  };
}
