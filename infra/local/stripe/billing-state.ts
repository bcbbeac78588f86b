/**
 * The stand-in's billing state, in memory: checkout sessions and subscriptions, and how each outcome
 * of the checkout page (paid, declined, cancelled), a session's expiry and a monthly renewal change
 * them, each with the webhook events Stripe sends for it.
 */
import { invalid, noSuch } from './errors';
import {
  addInterval,
  invoiceObject,
  type SessionRecord,
  type Subscription,
  stripeId,
  TEST_CARDS,
  unixNow,
} from './objects';
import { errorReply, json, type Reply, redirect } from './replies';
import { subscriptionObject } from './subscription-objects';
import type { WebhookDelivery } from './webhooks';

export interface BillingState {
  /** Checkout sessions by id. */
  sessions: Map<string, SessionRecord>;
  /** Subscriptions by id (the billing portal changes them). */
  subscriptions: Map<string, Subscription>;
  /** A session past its expires_at expires on first sight, with its event (Stripe sends it then too). */
  refresh(record: SessionRecord): SessionRecord;
  /** The checkout page's buttons: each ends an open session and answers with a redirect to the site. */
  pay(record: SessionRecord): Promise<Reply>;
  decline(record: SessionRecord): Promise<Reply>;
  cancel(record: SessionRecord): Promise<Reply>;
  /**
   * `POST /__lunia/subscriptions/:id/renew?outcome=paid|failed`: the period ends. A subscription
   * canceled at period end is deleted; any other renews, paid or failed as `outcome` says (without
   * it, as its card does).
   */
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
      preferredLocales: record.session.locale && record.session.locale !== 'auto' ? [record.session.locale] : [],
      // Its own plan (the portal changes it), on the catalogue's price object itself (as Stripe shows it now).
      plan: { ...record.plan },
      status,
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, record.plan.interval, record.plan.intervalCount),
      cancelAtPeriodEnd: false,
      card: status === 'incomplete' ? { ...TEST_CARDS.declined } : { ...TEST_CARDS.visa },
      invoices: [],
      created: now,
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
    subscription.invoices.push({ invoice, chargeId: stripeId('ch_'), amountRefunded: 0 });
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

  async function renew(subscriptionId: string, requested: string | null): Promise<Reply> {
    if (requested !== null && requested !== 'paid' && requested !== 'failed') {
      return errorReply(invalid('outcome must be paid or failed.', 'outcome'));
    }
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) return errorReply(noSuch('subscription', subscriptionId, 'subscription'));
    if (subscription.status === 'incomplete') {
      return errorReply(invalid(`Subscription ${subscriptionId} never started: its first payment failed.`));
    }
    if (subscription.status === 'canceled') {
      return errorReply(invalid(`Subscription ${subscriptionId} has ended.`));
    }
    if (subscription.cancelAtPeriodEnd) {
      subscription.status = 'canceled';
      const events = await emit([{ type: 'customer.subscription.deleted', object: subscriptionObject(subscription) }]);
      return json(200, { subscription: subscription.id, outcome: 'ended', events });
    }
    const outcome = requested ?? (subscription.card.declines ? 'failed' : 'paid');
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
    subscription.invoices.push({
      invoice,
      chargeId: outcome === 'paid' ? stripeId('ch_') : null,
      amountRefunded: 0,
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

  return { sessions, subscriptions, refresh, pay, decline, cancel, renew };
}
