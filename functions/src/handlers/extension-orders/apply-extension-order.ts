import { adminExtensionOrderRoutes } from '@lunia/shared/api/routes/admin-extension-orders';
import { httpRoute } from '../../lib/http/http-route';
import { applyExtensionOrder } from '../../use-cases/extension-orders/apply-extension-order';

export const handler = httpRoute(adminExtensionOrderRoutes, 'applyExtensionOrder', ({ caller, body }) =>
  applyExtensionOrder({ caller, body }),
);
