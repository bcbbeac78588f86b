/**
 * What every key module shares (the sort key of a newest-first list) and what entity modules do with
 * the table's key attributes: name an item in a log line, strip them from an item.
 */

/** Sort key of an item listed newest first (read with ScanIndexForward false), unique by its id. */
export const newestFirst = (createdAt: string, id: string) => `${createdAt}#${id}`;

const KEY_ATTRIBUTES = [
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'GSI2PK',
  'GSI2SK',
  'GSI3PK',
  'GSI3SK',
  'GSI4PK',
  'GSI4SK',
  'entity',
] as const;

/** An item's primary key as one string (`<PK> <SK>`), for log lines that name an item. */
export const itemKeyText = (item: Record<string, unknown>): string => `${String(item.PK)} ${String(item.SK)}`;

/** An item without its key attributes and `entity`: what an entity module turns into its type. */
export function withoutKeys(item: Record<string, unknown>): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...item };
  for (const attribute of KEY_ATTRIBUTES) delete rest[attribute];
  return rest;
}
