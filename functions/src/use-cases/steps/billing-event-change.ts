/**
 * What the payment provider's webhook writes for one event (use-cases/billing/receive-payment-webhook.ts):
 * the change's transaction items, computed from the organization as it is now, and the audit event
 * the provider's actions leave on the organization.
 */
import { newAuditEvent, type OrganizationAuditAction, putAuditEvent, SYSTEM_ACTOR } from '../../data/audit-events';
import { billingChanged } from '../../data/organization-modules';
import { getOrganization, type Organization, type OrganizationBilling } from '../../data/organization-profiles';
import type { TransactItem } from '../../data/transactions';
import { modulesWithoutPaid, modulesWithPlan, orgIdFromMetadata } from '../../domain/billing/plan';
import { logger } from '../../lib/logger';

/** The change one event makes, or undefined when it changes nothing. */
export type BillingEventChange = { items: TransactItem[]; summary: string } | undefined;

/** The event being applied: its id goes on the audit event. */
export interface AppliedEvent {
  id: string;
  type: string;
}

export const unixToIso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

export function providerAudit(
  orgId: string,
  event: AppliedEvent,
  action: Extract<
    OrganizationAuditAction,
    'plan_activated' | 'plan_renewed' | 'plan_payment_failed' | 'plan_canceled' | 'plan_changed' | 'payment_refunded'
  >,
  details: { paymentId?: string; amountCents?: number; modules?: string[]; locations?: number },
): TransactItem {
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

/**
 * The plan's new state with the organization's active modules: while the plan is active exactly its
 * paid modules are on (a module removed in the portal goes off), otherwise only the free ones stay.
 */
export function planChange(org: Organization, billing: OrganizationBilling): TransactItem {
  const previous = org.activeModules ?? [];
  const free = modulesWithoutPaid(previous);
  const activeModules = billing.status === 'active' ? modulesWithPlan(free, billing.modules) : free;
  return billingChanged(org.id, { billing, activeModules, previousActiveModules: previous });
}

/**
 * The organization an event is about, when the event may still change it: an unknown organization,
 * or one its owner deleted (issue 24), is undefined, and the event is then acknowledged with nothing
 * written (the provider stops retrying). The deletion is logged with the event.
 */
export async function organizationToChange(
  orgId: string | undefined,
  event: AppliedEvent,
): Promise<Organization | undefined> {
  const org = orgId ? await getOrganization(orgId) : undefined;
  if (org?.deletedAt) {
    logger.info('Payment event of a deleted organization: nothing written', {
      eventId: event.id,
      type: event.type,
      orgId: org.id,
      deletedAt: org.deletedAt,
    });
    return undefined;
  }
  return org;
}

/**
 * The organization an event links to (its metadata's `orgId`: metadata only links, issue 41) with its
 * plan, when the event is about that organization's current subscription and the organization may
 * still change; otherwise undefined.
 */
export async function currentPlanOf(
  event: AppliedEvent,
  metadata: Record<string, string> | null | undefined,
  subscriptionId: string | null | undefined,
): Promise<{ org: Organization & { billing: OrganizationBilling } } | undefined> {
  const org = await organizationToChange(orgIdFromMetadata(metadata), event);
  if (!org?.billing || !isCurrentSubscription(org, subscriptionId)) return undefined;
  return { org: { ...org, billing: org.billing } };
}

/** Whether an event about `subscriptionId` is about the organization's current plan. */
const isCurrentSubscription = (org: Organization | undefined, subscriptionId: string | undefined | null) =>
  Boolean(
    org?.billing?.providerSubscriptionId && subscriptionId && org.billing.providerSubscriptionId === subscriptionId,
  );
