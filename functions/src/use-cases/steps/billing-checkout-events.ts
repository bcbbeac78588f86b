/**
 * The webhook's changes for a plan's checkout (checkout.session.completed / expired). A completed
 * checkout activates the plan only when it is actually paid (`payment_status: 'paid'`): a session
 * completed without payment (a payment method that settles later) changes nothing until it is, and
 * neither changes a deleted organization.
 *
 * The session's metadata only links the organization; the plan (modules, locations, amount) is read
 * from the subscription the checkout started, fetched from the provider with its items (issue 41).
 */
import { PLAN_CURRENCY } from '@lunia/shared/domain/billing';
import { billingCustomerLinked } from '../../data/billing-customers';
import type { OrganizationBilling } from '../../data/organization-profiles';
import { getPayment, type Payment, paymentRecorded, paymentStatusChanged } from '../../data/payments';
import { orgIdFromMetadata, planFromItems } from '../../domain/billing/plan';
import { type SessionObject, subscriptionObject } from '../../domain/billing/provider-objects';
import { providerSubscription } from '../../lib/aws/payment-provider';
import { logger } from '../../lib/logger';
import {
  type AppliedEvent,
  type BillingEventChange,
  organizationToChange,
  planChange,
  providerAudit,
  unixToIso,
} from './billing-event-change';

export async function checkoutCompletedChange(
  event: AppliedEvent,
  session: SessionObject,
): Promise<BillingEventChange> {
  if (session.payment_status !== 'paid') return undefined;
  const org = await organizationToChange(orgIdFromMetadata(session.metadata), event);
  if (!org || !session.subscription) return undefined;
  const subscription = subscriptionObject.safeParse(await providerSubscription(session.subscription));
  const plan = subscription.success ? planFromItems(subscription.data.items?.data ?? []) : undefined;
  if (!plan) {
    logger.warn('Paid checkout whose subscription is not one catalogue price: no plan activated', {
      eventId: event.id,
      subscriptionId: session.subscription,
    });
    return undefined;
  }
  const at = new Date().toISOString();
  const amountCents = session.amount_total ?? plan.amountCents;
  const createdAt = unixToIso(session.created);
  const payment = await getPayment(org.id, createdAt, session.id);
  const details: Partial<Payment> = {
    amountCents,
    ...(session.customer ? { providerCustomerId: session.customer } : {}),
    ...(session.subscription ? { providerPaymentId: session.subscription } : {}),
  };
  const paymentItem = !payment
    ? paymentRecorded({
        id: session.id,
        orgId: org.id,
        status: 'COMPLETED',
        amountCents,
        currency: PLAN_CURRENCY,
        kind: 'checkout',
        providerSessionId: session.id,
        createdAt,
        ...details,
      })
    : payment.status === 'PENDING' || payment.status === 'CANCELLED'
      ? paymentStatusChanged(payment, { from: payment.status, to: 'COMPLETED', at, details })
      : undefined;
  const billing: OrganizationBilling = {
    status: 'active',
    modules: plan.modules,
    locations: plan.locations,
    amountCents,
    currency: session.currency ?? PLAN_CURRENCY,
    ...(session.customer ? { providerCustomerId: session.customer } : {}),
    ...(session.subscription ? { providerSubscriptionId: session.subscription } : {}),
    cancelAtPeriodEnd: false,
    updatedAt: at,
  };
  return {
    items: [
      ...(paymentItem ? [paymentItem] : []),
      ...(session.customer ? [billingCustomerLinked(session.customer, org.id, at)] : []),
      planChange(org, billing),
      providerAudit(org.id, event, 'plan_activated', {
        paymentId: session.id,
        amountCents,
        modules: plan.modules,
        locations: plan.locations,
      }),
    ],
    summary: 'plan activated',
  };
}

/**
 * A checkout that ended unpaid (abandoned, expired, or its card declined): its pending payment is
 * cancelled, the one row of that attempt. The plan is not touched: nothing was charged.
 */
export async function checkoutExpiredChange(event: AppliedEvent, session: SessionObject): Promise<BillingEventChange> {
  const orgId = orgIdFromMetadata(session.metadata);
  if (!orgId || !(await organizationToChange(orgId, event))) return undefined;
  const payment = await getPayment(orgId, unixToIso(session.created), session.id);
  if (payment?.status !== 'PENDING') return undefined;
  return {
    items: [paymentStatusChanged(payment, { from: 'PENDING', to: 'CANCELLED', at: new Date().toISOString() })],
    summary: 'checkout ended unpaid',
  };
}
