/**
 * The stand-in's billing state, in memory: checkout sessions and subscriptions, and how each outcome
 * of the checkout page (paid, declined, cancelled), a session's expiry and a monthly renewal change
 * them, each with the webhook events Stripe sends for it.
 */
import { invalid, noSuch } from './errors';
import { addInterval, invoiceObject, type SessionRecord, type Subscription, stripeId, unixNow } from './objects';
import { errorReply, json, type Reply, redirect } from './replies';
import type { WebhookDelivery } from './webhooks';

export interface BillingState {
  /** Checkout sessions by id. */
  sessions: Map<string, SessionRecord>;
  /** A session past its expires_at expires on first sight, with its event (Stripe sends it then too). */
  refresh(record: SessionRecord): SessionRecord;
  /** The checkout page's buttons: each ends an open session and answers with a redirect to the site. */
  pay(record: SessionRecord): Promise<Reply>;
  decline(record: SessionRecord): Promise<Reply>;
  cancel(record: SessionRecord): Promise<Reply>;
  /** `POST /__lunia/subscriptions/:id/renew?outcome=paid|failed`: a monthly renewal. */
  renew(subscriptionId: string, outcome: string | null): Promise<Reply>;
}

export function billingState({ emit }: Pick<WebhookDelivery, 'emit'>): BillingState {
  const sessions = new Map<string, SessionRecord>();
  const subscriptions = new Map<string, Subscription>();

  function close(record: SessionRecord, status: 'complete' | 'expired'): void {
    record.session.status = status;
    record.session.url = null;
  }

  function refresh(record: SessionRecord): SessionRecord {
    if (record.session.status === 'open' && unixNow() >= record.session.expires_at) {
      close(record, 'expired');
      void emit([{ type: 'checkout.session.expired', object: structuredClone(record.session) }]);
    }
    return record;
  }

  function newSubscription(record: SessionRecord, status: Subscription['status']): Subscription {
    const now = unixNow();
    const subscription: Subscription = {
      id: stripeId('sub_'),
      customer: stripeId('cus_', 14),
      customerEmail: record.session.customer_email,
      plan: record.plan,
      status,
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, record.plan.interval, record.plan.intervalCount),
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  async function pay(record: SessionRecord): Promise<Reply> {
    const subscription = newSubscription(record, 'active');
    const now = unixNow();
    const invoice = invoiceObject({
      subscription,
      billingReason: 'subscription_create',
      paid: true,
      period: { start: now, end: now },
      linePeriod: { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd },
    });
    const { session } = record;
    close(record, 'complete');
    session.payment_status = 'paid';
    session.customer = subscription.customer;
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    session.customer_details = { email: session.customer_email };
    await emit([
      { type: 'checkout.session.completed', object: structuredClone(session) },
      { type: 'invoice.paid', object: invoice },
    ]);
    return redirect(session.success_url);
  }

  async function decline(record: SessionRecord): Promise<Reply> {
    // The bank refused the first payment: the subscription never becomes active.
    const subscription = newSubscription(record, 'incomplete');
    const now = unixNow();
    const invoice = invoiceObject({
      subscription,
      billingReason: 'subscription_create',
      paid: false,
      period: { start: now, end: now },
      linePeriod: { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd },
    });
    close(record, 'expired');
    await emit([
      { type: 'checkout.session.expired', object: structuredClone(record.session) },
      { type: 'invoice.payment_failed', object: invoice },
    ]);
    const cancelUrl = new URL(record.session.cancel_url);
    cancelUrl.searchParams.set('payment', 'failed');
    return redirect(cancelUrl.href);
  }

  async function cancel(record: SessionRecord): Promise<Reply> {
    close(record, 'expired');
    await emit([{ type: 'checkout.session.expired', object: structuredClone(record.session) }]);
    return redirect(record.session.cancel_url);
  }

  async function renew(subscriptionId: string, outcome: string | null): Promise<Reply> {
    if (outcome !== 'paid' && outcome !== 'failed') {
      return errorReply(invalid('outcome must be paid or failed.', 'outcome'));
    }
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) return errorReply(noSuch('subscription', subscriptionId, 'subscription'));
    if (subscription.status === 'incomplete') {
      return errorReply(invalid(`Subscription ${subscriptionId} never started: its first payment failed.`));
    }
    const previous = { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd };
    subscription.currentPeriodStart = previous.end;
    subscription.currentPeriodEnd = addInterval(
      previous.end,
      subscription.plan.interval,
      subscription.plan.intervalCount,
    );
    subscription.status = outcome === 'paid' ? 'active' : 'past_due';
    const invoice = invoiceObject({
      subscription,
      billingReason: 'subscription_cycle',
      paid: outcome === 'paid',
      period: previous,
      linePeriod: { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd },
    });
    const events = await emit([
      { type: outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', object: invoice },
    ]);
    return json(200, {
      subscription: subscription.id,
      outcome,
      invoice: invoice.id,
      current_period_start: subscription.currentPeriodStart,
      current_period_end: subscription.currentPeriodEnd,
      events,
    });
  }

  return { sessions, refresh, pay, decline, cancel, renew };
}
