import { billingRoutes } from '@lunia/shared/api/routes/billing';
import { httpRoute } from '../../lib/http/http-route';
import { receivePaymentWebhook } from '../../use-cases/billing/receive-payment-webhook';

export const handler = httpRoute(billingRoutes, 'receivePaymentWebhook', ({ body, event }) =>
  receivePaymentWebhook({ rawBody: body, signature: event.headers?.['stripe-signature'] }),
);
