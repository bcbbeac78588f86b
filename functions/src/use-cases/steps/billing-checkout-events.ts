/**
 * The webhook's changes for a plan's checkout (checkout.session.completed / expired). A completed
 * checkout activates the plan only when it is actually paid (`payment_status: 'paid'`): a session
 * completed without payment (a payment method that settles later) changes nothing until it is, and
 * neither changes a deleted organization.
 */
import { PLAN_CURRENCY } from '@lunia/shared/domain/billing';
import { billingCustomerLinked } from '../../data/billing-customers';
import type { OrganizationBilling } from '../../data/organization-profiles';
import { getPayment, type Payment, paymentRecorded, paymentStatusChanged } from '../../data/payments';
import { planFromMetadata } from '../../domain/billing/plan';
import type { SessionObject } from '../../domain/billing/provider-objects';
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
  const plan = planFromMetadata(session.metadata);
  const org = plan && (await organizationToChange(plan.orgId, event));
  if (!plan || !org) return undefined;
  const at = new Date().toISOString();
  const amountCents = session.amount_total ?? 0;
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
  const plan = planFromMetadata(session.metadata);
  if (!plan || !(await organizationToChange(plan.orgId, event))) return undefined;
  const payment = await getPayment(plan.orgId, unixToIso(session.created), session.id);
  if (payment?.status !== 'PENDING') return undefined;
  return {
    items: [paymentStatusChanged(payment, { from: 'PENDING', to: 'CANCELLED', at: new Date().toISOString() })],
    summary: 'checkout ended unpaid',
  };
}
