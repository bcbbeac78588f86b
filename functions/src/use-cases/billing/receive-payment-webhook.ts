import { PLAN_CURRENCY } from '@lunia/shared/domain/billing';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent, SYSTEM_ACTOR } from '../../data/audit-events';
import { billingEventClaimed } from '../../data/billing-events';
import { billingChanged } from '../../data/organization-modules';
import { getOrganization, type Organization, type OrganizationBilling } from '../../data/organization-profiles';
import { getPayment, type Payment, paymentRecorded, paymentStatusChanged } from '../../data/payments';
import { cancellationCodes, type TransactItem, writeTransaction } from '../../data/transactions';
import { modulesWithoutPaid, modulesWithPlan, planFromMetadata } from '../../domain/billing/plan';
import { InvalidWebhookSignature, type ProviderEvent, verifiedWebhookEvent } from '../../lib/aws/payment-provider';
import { logger } from '../../lib/logger';

/** The fields of the provider's objects this handler reads (checkout sessions and invoices). */
interface SessionObject {
  id: string;
  created: number;
  amount_total: number | null;
  currency: string | null;
  customer: string | null;
  subscription: string | null;
  payment_status?: string;
  metadata: Record<string, string> | null;
}
interface InvoiceObject {
  id: string;
  created: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  customer: string | null;
  billing_reason: string | null;
  subscription?: string | null;
  parent?: { subscription_details?: { metadata?: Record<string, string> | null; subscription?: string } | null } | null;
  subscription_details?: { metadata?: Record<string, string> | null } | null;
}
interface SubscriptionObject {
  id: string;
  customer: string | null;
  metadata: Record<string, string> | null;
}

const ATTEMPTS = 3;
const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

function invoiceMetadata(invoice: InvoiceObject) {
  return invoice.parent?.subscription_details?.metadata ?? invoice.subscription_details?.metadata ?? null;
}

function invoiceSubscription(invoice: InvoiceObject) {
  return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? undefined;
}

/** The change one event makes, computed from the organization (and payment) as they are now. */
type Change = { items: TransactItem[]; summary: string } | undefined;

function audit(
  orgId: string,
  event: ProviderEvent,
  action: 'plan_activated' | 'plan_renewed' | 'plan_payment_failed' | 'plan_canceled',
  details: { paymentId?: string; amountCents?: number; modules?: string[]; locations?: number },
) {
  return putAuditEvent(
    newAuditEvent({
      targetType: 'ORG',
      targetId: orgId,
      at: new Date().toISOString(),
      action,
      actorId: SYSTEM_ACTOR,
      actorRole: 'system',
      actorName: 'Payment provider',
      providerEventId: event.id,
      ...details,
    }),
  );
}

function planChange(org: Organization, billing: OrganizationBilling, withPaidModules: boolean): TransactItem {
  const previous = org.activeModules ?? [];
  const activeModules = withPaidModules ? modulesWithPlan(previous, billing.modules) : modulesWithoutPaid(previous);
  return billingChanged(org.id, { billing, activeModules, previousActiveModules: previous });
}

async function checkoutCompleted(event: ProviderEvent, session: SessionObject): Promise<Change> {
  const plan = planFromMetadata(session.metadata);
  const org = plan && (await getOrganization(plan.orgId));
  if (!plan || !org) return undefined;
  const at = new Date().toISOString();
  const amountCents = session.amount_total ?? 0;
  const createdAt = iso(session.created);
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
    updatedAt: at,
  };
  return {
    items: [
      ...(paymentItem ? [paymentItem] : []),
      planChange(org, billing, true),
      audit(org.id, event, 'plan_activated', {
        paymentId: session.id,
        amountCents,
        modules: plan.modules,
        locations: plan.locations,
      }),
    ],
    summary: 'plan activated',
  };
}

async function checkoutExpired(session: SessionObject): Promise<Change> {
  const plan = planFromMetadata(session.metadata);
  if (!plan) return undefined;
  const payment = await getPayment(plan.orgId, iso(session.created), session.id);
  if (payment?.status !== 'PENDING') return undefined;
  return {
    items: [paymentStatusChanged(payment, { from: 'PENDING', to: 'CANCELLED', at: new Date().toISOString() })],
    summary: 'checkout expired',
  };
}

async function invoiceSettled(event: ProviderEvent, invoice: InvoiceObject, paid: boolean): Promise<Change> {
  // The first invoice of a plan is its checkout's payment: recorded by checkout.session.completed.
  if (paid && invoice.billing_reason === 'subscription_create') return undefined;
  const plan = planFromMetadata(invoiceMetadata(invoice));
  const org = plan && (await getOrganization(plan.orgId));
  if (!plan || !org) return undefined;
  const at = new Date().toISOString();
  const amountCents = paid ? invoice.amount_paid : invoice.amount_due;
  const subscription = invoiceSubscription(invoice);
  const billing: OrganizationBilling = {
    status: paid ? 'active' : 'past_due',
    modules: plan.modules,
    locations: plan.locations,
    amountCents: org.billing?.amountCents ?? amountCents,
    currency: invoice.currency,
    ...(invoice.customer ? { providerCustomerId: invoice.customer } : {}),
    ...(subscription ? { providerSubscriptionId: subscription } : {}),
    updatedAt: at,
  };
  return {
    items: [
      paymentRecorded({
        id: invoice.id,
        orgId: org.id,
        status: paid ? 'COMPLETED' : 'FAILED',
        amountCents,
        currency: PLAN_CURRENCY,
        kind: paid ? 'renewal' : 'failed_charge',
        providerInvoiceId: invoice.id,
        ...(invoice.customer ? { providerCustomerId: invoice.customer } : {}),
        createdAt: iso(invoice.created),
      }),
      planChange(org, billing, paid),
      audit(org.id, event, paid ? 'plan_renewed' : 'plan_payment_failed', {
        paymentId: invoice.id,
        amountCents,
        modules: plan.modules,
        locations: plan.locations,
      }),
    ],
    summary: paid ? 'plan renewed' : 'charge failed, paid modules deactivated',
  };
}

async function subscriptionDeleted(event: ProviderEvent, subscription: SubscriptionObject): Promise<Change> {
  const plan = planFromMetadata(subscription.metadata);
  const org = plan && (await getOrganization(plan.orgId));
  if (!plan || !org?.billing || org.billing.providerSubscriptionId !== subscription.id) return undefined;
  const billing: OrganizationBilling = { ...org.billing, status: 'canceled', updatedAt: new Date().toISOString() };
  return {
    items: [planChange(org, billing, false), audit(org.id, event, 'plan_canceled', { modules: plan.modules })],
    summary: 'plan canceled',
  };
}

function changeOf(event: ProviderEvent): Promise<Change> {
  const object = event.data.object as unknown;
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(event, object as SessionObject);
    case 'checkout.session.expired':
      return checkoutExpired(object as SessionObject);
    case 'invoice.paid':
      return invoiceSettled(event, object as InvoiceObject, true);
    case 'invoice.payment_failed':
      return invoiceSettled(event, object as InvoiceObject, false);
    case 'customer.subscription.deleted':
      return subscriptionDeleted(event, object as SubscriptionObject);
    default:
      return Promise.resolve(undefined);
  }
}

/**
 * The payment provider's webhook (spec §7). The raw body is verified against the Stripe-Signature
 * header (a wrong or stale signature is a 400 and nothing is recorded). Each event is applied at most
 * once: its id is claimed in the same transaction as its change, so a redelivered or replayed event
 * answers 2xx and changes nothing. An event that is not about one of our plans is acknowledged and
 * ignored. A change that loses a race (the organization changed meanwhile) is recomputed; if it still
 * cannot be written the provider is answered 500 and retries later.
 */
export async function receivePaymentWebhook(input: { rawBody: string; signature: string | undefined }) {
  let event: ProviderEvent;
  try {
    event = await verifiedWebhookEvent(input.rawBody, input.signature);
  } catch (error) {
    if (error instanceof InvalidWebhookSignature) throw new AppError('INVALID_WEBHOOK_SIGNATURE');
    throw error;
  }
  for (let attempt = 1; ; attempt++) {
    const change = await changeOf(event);
    if (!change) {
      logger.info('Payment event acknowledged without a change', { eventId: event.id, type: event.type });
      return { received: true };
    }
    try {
      await writeTransaction([billingEventClaimed(event.id, event.type, new Date().toISOString()), ...change.items]);
      logger.info('Payment event applied', { eventId: event.id, type: event.type, change: change.summary });
      return { received: true };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes?.[0] === 'ConditionalCheckFailed') {
        logger.info('Payment event already applied', { eventId: event.id, type: event.type });
        return { received: true };
      }
      if (!codes || attempt >= ATTEMPTS) throw error;
    }
  }
}
