/**
 * Extension orders (issue 27 E): a super admin records an administrative order of the Health
 * Department that extends, in bulk, the licenses expiring in a window. Preview lists what it would
 * change; apply records the order and the reminder queue fans it out, one document at a time.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as orders from '../schemas/admin-extension-orders';
import { pageQuery } from '../schemas/common';

export const adminExtensionOrderRoutes = {
  previewExtensionOrder: r({
    method: 'POST',
    path: '/api/admin/extension-orders/preview',
    access: 'admin',
    status: 'implemented',
    handler: 'extension-orders/preview-extension-order',
    needs: ['table:read'],
    summary: 'The approved documents an extension order would extend: the count and the first 100',
    spec: 'issue 27 extension orders',
    body: orders.extensionOrderBody,
    response: orders.extensionPreviewResponse,
  }),
  applyExtensionOrder: r({
    method: 'POST',
    path: '/api/admin/extension-orders',
    access: 'super-admin',
    status: 'implemented',
    handler: 'extension-orders/apply-extension-order',
    needs: ['table:read', 'table:put', 'table:update'],
    summary: 'Record an extension order (once per order number); the reminder queue applies it document by document',
    spec: 'issue 27 extension orders',
    body: orders.extensionOrderBody,
    response: orders.extensionOrderResponse,
    successStatus: 202,
  }),
  listExtensionOrders: r({
    method: 'GET',
    path: '/api/admin/extension-orders',
    access: 'admin',
    status: 'implemented',
    handler: 'extension-orders/list-extension-orders',
    needs: ['table:read'],
    summary: 'Extension orders, newest first, with their progress',
    spec: 'issue 27 extension orders',
    query: pageQuery,
    response: orders.extensionOrdersResponse,
  }),
} satisfies Record<string, RouteDef>;
