/**
 * Route examples of extension orders (issue 27 E), spread into ./route-examples.ts. The order's
 * window is far ahead and two days wide, so the example matches no document another file makes, and
 * its number is fixed: the matrix's super admin records it once and later calls answer the same order.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import type { Caller, Expectation, RouteExample } from './route-examples';

const order = {
  orderNumber: 'OA-MATRIX-1',
  issuedOn: '2026-01-15',
  documentTypes: ['pharmacist_license'],
  expiringFrom: '2039-01-01',
  expiringTo: '2039-01-02',
  newExpiresOn: '2039-06-30',
};

export const extensionOrderExamples: Partial<Record<RouteId, () => RouteExample>> = {
  previewExtensionOrder: () => ({ body: order }),
  applyExtensionOrder: () => ({ body: order }),
  listExtensionOrders: () => ({ query: { limit: '5' } }),
};

const adminOnly = { anonymous: 'deny', user: 'deny', admin: 'allow' } as const;

export const extensionOrderExpectations: Partial<
  Record<RouteId, Record<Caller, Expectation> & { support?: Expectation }>
> = {
  previewExtensionOrder: adminOnly,
  // A bulk change of licence dates is a super admin's decision (docs/decisions/0066-extension-orders.md, issue 27).
  applyExtensionOrder: { ...adminOnly, support: 'deny' },
  listExtensionOrders: adminOnly,
};
