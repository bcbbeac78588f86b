import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { cursorPagesQueryOptions } from '../../cursor-pages';
import { extensionOrderKeys } from '../extension-order-keys';

export type ExtensionOrder = ApiResponse<'listExtensionOrders'>['orders'][number];

export const EXTENSION_ORDERS_PAGE_SIZE = 20;
/** While an order is applying, its progress is read again this often. */
export const EXTENSION_ORDERS_POLL_MS = 1500;

/** GET /api/admin/extension-orders: recorded orders, newest first, with their progress. */
export const listExtensionOrders = (cursor: string | undefined) =>
  authenticatedRequest('listExtensionOrders', { query: { limit: EXTENSION_ORDERS_PAGE_SIZE, cursor } });

export const extensionOrdersQueryOptions = () =>
  infiniteQueryOptions({
    ...cursorPagesQueryOptions(extensionOrderKeys.list, listExtensionOrders),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.orders.some((order) => order.status === 'applying'))
        ? EXTENSION_ORDERS_POLL_MS
        : false,
  });
export const useExtensionOrders = () => useInfiniteQuery(extensionOrdersQueryOptions());
