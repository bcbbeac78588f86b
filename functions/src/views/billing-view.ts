/** An organization's billing as the Billing tab shows it (organizationBillingResponse). Pure. */
import {
  EXTRA_LOCATION_CENTS,
  FIRST_LOCATION_CENTS,
  MAX_PLAN_LOCATIONS,
  PLAN_CURRENCY,
  type PurchasableModule,
} from '@lunia/shared/domain/billing';
import type { Organization } from '../data/organization-profiles';
import type { Payment } from '../data/payments';

export function billingView(organization: Organization, payments: readonly Payment[]) {
  const plan = organization.billing;
  return {
    canSubscribe: organization.canSubscribe === true,
    verified: organization.verified === true,
    plan: plan
      ? {
          status: plan.status,
          modules: plan.modules.filter((m): m is PurchasableModule => m === 'shift' || m === 'core'),
          locations: plan.locations,
          amountCents: plan.amountCents,
          currency: plan.currency,
          cancelAtPeriodEnd: plan.status === 'active' && plan.cancelAtPeriodEnd === true,
          currentPeriodEnd: plan.currentPeriodEnd ?? null,
          portalAvailable: Boolean(plan.providerCustomerId),
        }
      : {
          status: 'none' as const,
          modules: [],
          locations: 0,
          amountCents: 0,
          currency: PLAN_CURRENCY,
          cancelAtPeriodEnd: false,
          currentPeriodEnd: null,
          portalAvailable: false,
        },
    pricing: {
      firstLocationCents: FIRST_LOCATION_CENTS,
      extraLocationCents: EXTRA_LOCATION_CENTS,
      maxLocations: MAX_PLAN_LOCATIONS,
    },
    payments: payments.map((payment) => ({
      id: payment.id,
      status: payment.status,
      amountCents: payment.amountCents,
      currency: payment.currency,
      kind: payment.kind ?? 'checkout',
      createdAt: payment.createdAt,
    })),
  };
}
