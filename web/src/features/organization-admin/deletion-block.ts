import type { BillingPlan } from '../../entities/billing/api/get-organization-billing';

/**
 * What keeps an organization from being deleted (issue 40), from its billing plan:
 * - `plan-active`: a live plan (active or past due) that runs on: cancel it in Billing first;
 * - `plan-ending`: cancelled in the billing portal and still in its paid period: deletion becomes
 *   possible when the period ends (`endsAt`, when the provider said it);
 * - null: nothing (no plan, or it has ended).
 */
export type DeletionBlock = { kind: 'plan-active' } | { kind: 'plan-ending'; endsAt: string | null } | null;

export function deletionBlock(
  plan: Pick<BillingPlan, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
): DeletionBlock {
  if (plan.status !== 'active' && plan.status !== 'past_due') return null;
  if (plan.cancelAtPeriodEnd) return { kind: 'plan-ending', endsAt: plan.currentPeriodEnd };
  return { kind: 'plan-active' };
}
