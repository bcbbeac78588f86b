import type { pageQuery } from '@lunia/shared/api/schemas/common';
import type * as z from 'zod/mini';
import {
  type ExtensionOrderProgress,
  getExtensionOrderProgress,
  listExtensionOrders as listOrders,
} from '../../data/extension-orders';
import { pageKeys } from '../../data/page-keys';
import { decodeCursor, encodeCursor } from '../steps/cursor';
import { extensionOrderView } from '../steps/extension-orders';

const DEFAULT_PAGE_SIZE = 20;

/** Extension orders newest first, a page at a time, each with its progress (applying or applied, counts). */
export async function listExtensionOrders({ query }: { query: z.output<typeof pageQuery> }) {
  const after = decodeCursor(query.cursor, pageKeys.extensionOrders());
  const page = await listOrders(query.limit ?? DEFAULT_PAGE_SIZE, after);
  const orders = await Promise.all(page.orderNumbers.map((orderNumber) => getExtensionOrderProgress(orderNumber)));
  return {
    orders: orders.filter((order): order is ExtensionOrderProgress => order !== undefined).map(extensionOrderView),
    ...(page.lastKey ? { nextCursor: encodeCursor(page.lastKey) } : {}),
  };
}
