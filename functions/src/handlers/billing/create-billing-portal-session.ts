import { billingRoutes } from '@lunia/shared/api/routes/billing';
import { httpRoute } from '../../lib/http/http-route';
import { createBillingPortalSession } from '../../use-cases/billing/create-billing-portal-session';

export const handler = httpRoute(billingRoutes, 'createBillingPortalSession', ({ org, body }) =>
  createBillingPortalSession({ org, body }),
);
