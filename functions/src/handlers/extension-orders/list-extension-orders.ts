import { adminExtensionOrderRoutes } from '@lunia/shared/api/routes/admin-extension-orders';
import { httpRoute } from '../../lib/http/http-route';
import { listExtensionOrders } from '../../use-cases/extension-orders/list-extension-orders';

export const handler = httpRoute(adminExtensionOrderRoutes, 'listExtensionOrders', ({ query }) =>
  listExtensionOrders({ query }),
);
