/** Billing (issues 12, 24): a plan's checkout, the organization's billing overview and portal, the payment provider's webhook. Part of the route manifest (see ../routes.ts). */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as billing from '../schemas/billing';

export const billingRoutes = {
  createCheckoutSession: r({
    method: 'POST',
    path: '/api/organizations/{orgId}/checkout-session',
    access: 'org-admin',
    status: 'implemented',
    handler: 'billing/create-checkout-session',
    needs: ['table:read', 'table:put', 'secrets:billing:read'],
    summary: 'Payment-provider checkout of a plan for a verified organization that may subscribe',
    spec: 'portal-and-admin §7 billing checkout session',
    body: billing.checkoutSessionBody,
    response: billing.checkoutSessionResponse,
  }),
  getOrganizationBilling: r({
    method: 'GET',
    path: '/api/organizations/{orgId}/billing',
    access: 'org-admin',
    status: 'implemented',
    handler: 'billing/get-organization-billing',
    needs: ['table:read'],
    summary: "The organization's plan, prices and payments",
    spec: 'portal-and-admin §4 /organization-admin?tab=billing',
    response: billing.organizationBillingResponse,
  }),
  createBillingPortalSession: r({
    method: 'POST',
    path: '/api/organizations/{orgId}/billing/portal',
    access: 'org-admin',
    status: 'implemented',
    handler: 'billing/create-billing-portal-session',
    needs: ['table:read', 'secrets:billing:read'],
    summary: "The payment provider's billing portal for the organization: plan changes, cancellation, card, invoices",
    spec: 'portal-and-admin §4 /organization-admin?tab=billing (billing self-service, issue 24)',
    body: billing.billingPortalSessionBody,
    response: billing.billingPortalSessionResponse,
  }),
  receivePaymentWebhook: r({
    method: 'POST',
    path: '/api/billing/webhook',
    access: 'public',
    status: 'implemented',
    handler: 'billing/receive-payment-webhook',
    needs: ['table:read', 'table:put', 'table:update', 'secrets:billing:read'],
    summary: 'Payment-provider webhook (signature verified on the raw body)',
    spec: 'portal-and-admin §7 payment-provider webhook',
    rawBody: true,
    response: billing.paymentWebhookResponse,
  }),
} satisfies Record<string, RouteDef>;
