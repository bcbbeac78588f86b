/**
 * Items derived from another item's stream images (the admin search lookups): moves the derived items
 * from what the old image implies to what the new image implies, in one transaction. Items no longer
 * implied are deleted; new or changed ones are put; unchanged ones are left alone, so a change to
 * nothing derived writes nothing and a redelivered change writes the same result again.
 */
import { tableName } from './client';
import { type TransactItem, writeTransaction } from './transactions';

export type DerivedItem = Record<string, unknown> & { PK: string; SK: string };

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;
const sameItem = (a: DerivedItem, b: DerivedItem) =>
  Object.keys({ ...a, ...b }).every((attribute) => sameValue(a[attribute], b[attribute]));

export async function syncDerivedItems(before: DerivedItem[], after: DerivedItem[]): Promise<void> {
  const afterKeys = new Set(after.map((item) => `${item.PK}\u0000${item.SK}`));
  const changes: TransactItem[] = [
    ...before
      .filter((item) => !afterKeys.has(`${item.PK}\u0000${item.SK}`))
      .map((item) => ({ Delete: { TableName: tableName(), Key: { PK: item.PK, SK: item.SK } } })),
    ...after
      .filter((item) => {
        const previous = before.find((old) => old.PK === item.PK && old.SK === item.SK);
        return !previous || !sameItem(previous, item);
      })
      .map((item) => ({ Put: { TableName: tableName(), Item: item } })),
  ];
  if (changes.length > 0) await writeTransaction(changes);
}
