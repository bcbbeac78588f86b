import { billingRoutes } from '@lunia/shared/api/routes/billing';
import { httpRoute } from '../../lib/http/http-route';
import { createCheckoutSession } from '../../use-cases/billing/create-checkout-session';

export const handler = httpRoute(billingRoutes, 'createCheckoutSession', ({ caller, org, body }) =>
  createCheckoutSession({ caller, org, body }),
);
