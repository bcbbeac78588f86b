/**
 * Write sharding of an index partition that holds one value for many items (docs/data-model.md,
 * "Capacity (issue 28)"). Each item is written to one of a fixed number of partitions, chosen by a
 * hash of its id (stable: an item rewritten stays in its shard), so writes spread over all of them;
 * a read queries every shard in parallel and merges the answers in the index's sort order.
 *
 * Pure: no table access. The reader (data/expiry-index.ts) queries, this module hashes, merges and
 * says where the next page starts. Sort keys must be unique across the shards (they end with the
 * item's id), so one sort key is a position in the whole index: every shard still open continues
 * right after it. The position therefore carries each shard's place as that key plus the set of
 * shards that may still have items (an exhausted shard is not queried again).
 */

/** The shard of an item: FNV-1a (32-bit) of its id, modulo the shard count. */
export function shardOf(id: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** What one shard's Query returned: its items in ascending sort order, and whether it stopped early. */
export interface ShardRead<T> {
  shard: number;
  items: readonly T[];
  /** The Query had a last evaluated key: the shard may hold more items after its last one. */
  more: boolean;
}

/** Where the next page starts: after `after` (a sort key), in the shards of `open` only. */
export interface ShardedPosition {
  after: string;
  open: number[];
}

export interface MergedPage<T> {
  items: T[];
  next?: ShardedPosition;
}

/**
 * Items each shard is asked for so that a merged page of `limit` is usually full: twice an even
 * share, plus one (the shard that holds the position's own item returns it again: see below).
 */
export function perShardLimit(limit: number, shards: number): number {
  return Math.ceil((2 * limit) / shards) + 1;
}

/**
 * Merges one read of each open shard into the next page of the whole index, ascending. Each read
 * started at `after` inclusive (a key condition `BETWEEN after AND …`), so items at or before it are
 * dropped. An item is certain to belong on this page only if no shard that stopped early could still
 * hold a smaller one: the page takes, in order, the items up to the smallest last key among the
 * shards that have more (all items when none has), at most `limit`. It may be short, never empty
 * while any shard has items. The next position is the page's last key, with the shards that still
 * have items beyond it.
 */
export function mergeShardReads<T>(
  reads: readonly ShardRead<T>[],
  limit: number,
  sortKeyOf: (item: T) => string,
  after?: string,
): MergedPage<T> {
  const remaining = reads.map((read) => ({
    ...read,
    items: read.items.filter((item) => after === undefined || sortKeyOf(item) > after),
  }));
  let frontier: string | undefined;
  for (const read of remaining) {
    if (!read.more) continue;
    const last = read.items[read.items.length - 1];
    const bound = last === undefined ? (after ?? '') : sortKeyOf(last);
    if (frontier === undefined || bound < frontier) frontier = bound;
  }
  const certain = remaining
    .flatMap((read) => read.items)
    .filter((item) => frontier === undefined || sortKeyOf(item) <= frontier)
    .sort((a, b) => (sortKeyOf(a) < sortKeyOf(b) ? -1 : sortKeyOf(a) > sortKeyOf(b) ? 1 : 0));
  const items = certain.slice(0, limit);
  const last = items[items.length - 1];
  const position = last === undefined ? after : sortKeyOf(last);
  if (position === undefined) return { items };
  const open = remaining
    .filter((read) => read.more || read.items.some((item) => sortKeyOf(item) > position))
    .map((read) => read.shard)
    .sort((a, b) => a - b);
  return open.length > 0 ? { items, next: { after: position, open } } : { items };
}

/** The set of open shards as text for a cursor: one base-36 digit per shard (at most 36 shards). */
export const openShardsText = (open: readonly number[]): string => open.map((shard) => shard.toString(36)).join('');

/** The open shards a cursor names, keeping only real shard numbers below `shards`, each once. */
export function openShardsOf(text: string, shards: number): number[] {
  const found = new Set<number>();
  for (const char of text) {
    const shard = Number.parseInt(char, 36);
    if (Number.isInteger(shard) && shard < shards) found.add(shard);
  }
  return [...found].sort((a, b) => a - b);
}
