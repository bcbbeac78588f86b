/** The query keys of extension orders (admins only): the recorded orders with their progress. */
export const extensionOrderKeys = {
  all: ['extension-orders'] as const,
  list: ['extension-orders', 'list'] as const,
};
