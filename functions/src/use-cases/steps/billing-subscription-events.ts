/**
 * The webhook's changes for the subscription itself, as the billing portal changes it: the number of
 * locations, the paid modules, cancellation at the period's end (and its undoing), and the end of the
 * subscription. Only the organization's current subscription counts: events of an old or foreign one,
 * or of a deleted organization, change nothing.
 *
 * The modules, locations and amount are read from the subscription's items (the price's lookup key
 * and the quantity, domain/billing/plan.ts), never from its metadata, which a change in the portal or
 * the Dashboard leaves as it was (issue 41). Items that are not one catalogue price leave the plan's
 * modules and locations as they were, and are logged.
 */
import type { OrganizationBilling } from '../../data/organization-profiles';
import { planFromItems } from '../../domain/billing/plan';
import { planStatusOf, type SubscriptionObject, subscriptionPeriodEnd } from '../../domain/billing/provider-objects';
import { logger } from '../../lib/logger';
import {
  type AppliedEvent,
  type BillingEventChange,
  currentPlanOf,
  planChange,
  providerAudit,
  unixToIso,
} from './billing-event-change';

export async function subscriptionUpdatedChange(
  event: AppliedEvent,
  subscription: SubscriptionObject,
): Promise<BillingEventChange> {
  const current = await currentPlanOf(event, subscription.metadata, subscription.id);
  if (!current) return undefined;
  const { org } = current;
  const status = planStatusOf(subscription.status);
  if (!status) return undefined;
  const plan = planFromItems(subscription.items?.data ?? []);
  if (!plan) {
    logger.warn('Subscription items that are not one catalogue price: modules and locations left as they were', {
      eventId: event.id,
      subscriptionId: subscription.id,
      lookupKeys: (subscription.items?.data ?? []).map((item) => item.price?.lookup_key ?? null),
    });
  }
  const periodEnd = subscriptionPeriodEnd(subscription);
  const billing: OrganizationBilling = {
    ...org.billing,
    status,
    modules: plan?.modules ?? org.billing.modules,
    locations: plan?.locations ?? org.billing.locations,
    amountCents: plan?.amountCents ?? org.billing.amountCents,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...(periodEnd !== undefined ? { currentPeriodEnd: unixToIso(periodEnd) } : {}),
  };
  const { updatedAt: _before, ...was } = org.billing;
  const { updatedAt: _after, ...now } = billing;
  if (JSON.stringify(sorted(was)) === JSON.stringify(sorted(now))) return undefined;
  billing.updatedAt = new Date().toISOString();
  return {
    items: [
      planChange(org, billing),
      providerAudit(org.id, event, 'plan_changed', {
        amountCents: billing.amountCents,
        modules: billing.modules,
        locations: billing.locations,
      }),
    ],
    summary: `plan changed (${billing.locations} locations, ${billing.modules.join('+')}, cancel at period end: ${billing.cancelAtPeriodEnd === true})`,
  };
}

/** The subscription ended (canceled at its period's end, or at once): the plan is canceled, paid modules off. */
export async function subscriptionDeletedChange(
  event: AppliedEvent,
  subscription: SubscriptionObject,
): Promise<BillingEventChange> {
  const org = (await currentPlanOf(event, subscription.metadata, subscription.id))?.org;
  if (!org) return undefined;
  if (org.billing.status === 'canceled') return undefined;
  const billing: OrganizationBilling = {
    ...org.billing,
    status: 'canceled',
    cancelAtPeriodEnd: false,
    updatedAt: new Date().toISOString(),
  };
  return {
    items: [planChange(org, billing), providerAudit(org.id, event, 'plan_canceled', { modules: org.billing.modules })],
    summary: 'plan canceled',
  };
}

const sorted = (value: object) => Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
