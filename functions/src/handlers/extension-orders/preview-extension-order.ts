import { adminExtensionOrderRoutes } from '@lunia/shared/api/routes/admin-extension-orders';
import { httpRoute } from '../../lib/http/http-route';
import { previewExtensionOrder } from '../../use-cases/extension-orders/preview-extension-order';

export const handler = httpRoute(adminExtensionOrderRoutes, 'previewExtensionOrder', ({ body }) =>
  previewExtensionOrder({ body }),
);
