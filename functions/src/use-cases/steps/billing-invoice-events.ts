/**
 * The webhook's changes for invoices and charges of a plan: a paid invoice (a renewal, or a change
 * of plan invoiced at once) records a completed payment and keeps the plan active; a failed one
 * records the failed charge and pauses the paid modules; a refund records the money given back.
 * Only invoices of the organization's current subscription count: an old or foreign subscription's
 * (or a deleted organization's) change nothing, and so does a declined first invoice (its checkout
 * never completed, so its subscription never became the organization's). A paid first invoice only
 * records when the period ends: its checkout recorded the payment. Nor does a deleted organization's
 * refund change anything.
 */
import { PLAN_CURRENCY } from '@lunia/shared/domain/billing';
import { organizationOfCustomer } from '../../data/billing-customers';
import type { OrganizationBilling } from '../../data/organization-profiles';
import { getPayment, listPaymentsOfOrganization, paymentRecorded, paymentStatusChanged } from '../../data/payments';
import {
  type ChargeObject,
  type InvoiceObject,
  invoiceMetadata,
  invoicePeriodEnd,
  invoiceSubscription,
} from '../../domain/billing/provider-objects';
import {
  type AppliedEvent,
  type BillingEventChange,
  currentPlanOf,
  organizationToChange,
  planChange,
  providerAudit,
  unixToIso,
} from './billing-event-change';

export async function invoiceSettledChange(
  event: AppliedEvent,
  invoice: InvoiceObject,
  paid: boolean,
): Promise<BillingEventChange> {
  const org = (await currentPlanOf(event, invoiceMetadata(invoice), invoiceSubscription(invoice)))?.org;
  if (!org) return undefined;
  if (invoice.currency !== PLAN_CURRENCY) return undefined;
  const at = new Date().toISOString();
  const periodEnd = invoicePeriodEnd(invoice);
  const billing: OrganizationBilling = {
    ...org.billing,
    status: paid ? 'active' : 'past_due',
    ...(paid && periodEnd !== undefined ? { currentPeriodEnd: unixToIso(periodEnd) } : {}),
    updatedAt: at,
  };
  if (invoice.billing_reason === 'subscription_create') {
    // The first invoice: its checkout recorded the payment; it only tells when the period ends.
    if (!paid || billing.currentPeriodEnd === org.billing.currentPeriodEnd) return undefined;
    return { items: [planChange(org, billing)], summary: 'first period recorded' };
  }
  const amountCents = paid ? invoice.amount_paid : invoice.amount_due;
  const kind = !paid ? 'failed_charge' : invoice.billing_reason === 'subscription_update' ? 'plan_change' : 'renewal';
  const createdAt = unixToIso(invoice.created);
  // An invoice paid after its charge failed (a new card) is the same invoice: its payment completes.
  const earlier = await getPayment(org.id, createdAt, invoice.id);
  if (earlier && (!paid || earlier.status !== 'FAILED')) return undefined;
  const paymentItem = earlier
    ? paymentStatusChanged(earlier, { from: 'FAILED', to: 'COMPLETED', at, details: { amountCents, kind } })
    : paymentRecorded({
        id: invoice.id,
        orgId: org.id,
        status: paid ? 'COMPLETED' : 'FAILED',
        amountCents,
        currency: PLAN_CURRENCY,
        kind,
        providerInvoiceId: invoice.id,
        ...(invoice.customer ? { providerCustomerId: invoice.customer } : {}),
        createdAt,
      });
  return {
    items: [
      paymentItem,
      planChange(org, billing),
      providerAudit(org.id, event, paid ? 'plan_renewed' : 'plan_payment_failed', {
        paymentId: invoice.id,
        amountCents,
        modules: billing.modules,
        locations: billing.locations,
      }),
    ],
    summary: paid ? `invoice paid (${kind})` : 'charge failed, paid modules paused',
  };
}

/**
 * A charge refunded (in full or in part, perhaps again): the refund recorded is what this event adds
 * to the refunds already recorded for that charge. The charge names only its customer, whose
 * organization the checkout linked.
 */
export async function chargeRefundedChange(event: AppliedEvent, charge: ChargeObject): Promise<BillingEventChange> {
  if (!charge.customer || charge.currency !== PLAN_CURRENCY) return undefined;
  const orgId = (await organizationToChange(await organizationOfCustomer(charge.customer), event))?.id;
  if (!orgId) return undefined;
  const recorded = (await listPaymentsOfOrganization(orgId))
    .filter((payment) => payment.kind === 'refund' && payment.providerChargeId === charge.id)
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  const amountCents = Math.min(charge.amount_refunded, charge.amount) - recorded;
  if (amountCents <= 0) return undefined;
  const id = `re_${charge.id}_${charge.amount_refunded}`;
  return {
    items: [
      paymentRecorded({
        id,
        orgId,
        status: 'REFUNDED',
        amountCents,
        currency: PLAN_CURRENCY,
        kind: 'refund',
        providerChargeId: charge.id,
        providerCustomerId: charge.customer,
        createdAt: new Date().toISOString(),
      }),
      providerAudit(orgId, event, 'payment_refunded', { paymentId: id, amountCents }),
    ],
    summary: 'refund recorded',
  };
}
