import { describe, expect, it } from 'vitest';
import { documentKeys, EXPIRY_SHARDS } from './keys';
import { mergeShardReads, openShardsOf, openShardsText, perShardLimit, type ShardRead, shardOf } from './sharded-index';

const key = (item: string) => item;

/** In-memory shards answering like a Query: ascending, `BETWEEN after AND upTo` (or `<= upTo`), Limit. */
function shardsOf(keys: readonly string[], shards: number): string[][] {
  const found: string[][] = Array.from({ length: shards }, () => []);
  for (const k of keys) found[shardOf(k, shards)]?.push(k);
  for (const shard of found) shard.sort();
  return found;
}

function query(shard: readonly string[], n: number, limit: number, upTo: string, after?: string): ShardRead<string> {
  const inRange = shard.filter((k) => k <= upTo && (after === undefined || k >= after));
  return { shard: n, items: inRange.slice(0, limit), more: inRange.length > limit };
}

/** Walks the whole index page by page as data/expiry-index.ts does; returns the pages. */
function walk(keys: readonly string[], shards: number, limit: number, upTo = '~'): string[][] {
  const data = shardsOf(keys, shards);
  const pages: string[][] = [];
  let position: { after: string; open: number[] } | undefined;
  for (let guard = 0; guard < 10_000; guard++) {
    const open = position ? position.open : data.map((_, n) => n);
    const reads = open.map((n) => query(data[n] ?? [], n, perShardLimit(limit, shards), upTo, position?.after));
    const page = mergeShardReads(reads, limit, key, position?.after);
    pages.push(page.items);
    if (!page.next) return pages;
    position = page.next;
  }
  throw new Error('the walk did not end');
}

const ids = (n: number, seed = 7) =>
  Array.from(
    { length: n },
    (_, i) => `2027-${String(((i * seed) % 12) + 1).padStart(2, '0')}-01#doc-${i * 7919 + seed}`,
  );

describe('shardOf', () => {
  it('is stable and spreads ids evenly over the shards', () => {
    const counts = new Array(8).fill(0);
    for (let i = 0; i < 8000; i++) counts[shardOf(`document-${i}`, 8)]++;
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(120);
    expect(shardOf('document-42', 8)).toBe(shardOf('document-42', 8));
    expect(shardOf('a', 1)).toBe(0);
  });

  it('places each expiry entry in the shard of its document, sorted by date then id', () => {
    const entry = documentKeys.expiryIndex({ id: 'document-42', expiresOn: '2027-03-31' });
    expect(entry).toEqual({
      GSI4PK: documentKeys.expiryShard(shardOf('document-42', EXPIRY_SHARDS)),
      GSI4SK: '2027-03-31#document-42',
    });
    const partitions = new Set(
      Array.from({ length: 200 }, (_, i) => documentKeys.expiryIndex({ id: `d-${i}`, expiresOn: '2027-01-01' }).GSI4PK),
    );
    expect(partitions.size).toBe(EXPIRY_SHARDS);
    expect(partitions.has(documentKeys.expiryPartition)).toBe(false);
  });
});

describe('mergeShardReads', () => {
  it.each([1, 2, 7, 25, 100])('pages through every item once, in sort order (page of %i)', (limit) => {
    const all = ids(300);
    const pages = walk(all, 8, limit);
    expect(pages.flat()).toEqual([...all].sort());
    for (const page of pages.slice(0, -1)) {
      expect(page.length).toBeGreaterThan(0);
      expect(page.length).toBeLessThanOrEqual(limit);
    }
  });

  it('stops at the upper bound and ends without a cursor', () => {
    const all = ids(300);
    const upTo = '2027-06-01#~';
    expect(walk(all, 8, 25, upTo).flat()).toEqual(all.filter((k) => k <= upTo).sort());
    expect(walk([], 8, 25)).toEqual([[]]);
  });

  it('drops the item at the position, takes only what no stopped shard can undercut, and names the open shards', () => {
    const reads: ShardRead<string>[] = [
      { shard: 0, items: ['b', 'c', 'k'], more: true },
      { shard: 1, items: ['d', 'e'], more: true },
      { shard: 2, items: ['f'], more: false },
      { shard: 3, items: [], more: false },
    ];
    const page = mergeShardReads(reads, 10, key, 'b');
    // Shard 1 stopped at 'e': 'f' and 'k' could come after something of shard 1 not yet read.
    expect(page.items).toEqual(['c', 'd', 'e']);
    expect(page.next).toEqual({ after: 'e', open: [0, 1, 2] });
    // A full page stops at the limit; the shards with unread items stay open.
    expect(mergeShardReads(reads, 2, key, 'b')).toEqual({ items: ['c', 'd'], next: { after: 'd', open: [0, 1, 2] } });
  });

  it('closes exhausted shards and ends when nothing is left', () => {
    const reads: ShardRead<string>[] = [
      { shard: 4, items: ['a', 'c'], more: false },
      { shard: 8, items: ['b'], more: false },
    ];
    expect(mergeShardReads(reads, 2, key)).toEqual({ items: ['a', 'b'], next: { after: 'b', open: [4] } });
    expect(mergeShardReads(reads, 3, key)).toEqual({ items: ['a', 'b', 'c'] });
  });
});

describe('open shards in a cursor', () => {
  it('round-trips and ignores what is not a shard', () => {
    expect(openShardsText([0, 3, 8])).toBe('038');
    expect(openShardsOf('038', 9)).toEqual([0, 3, 8]);
    expect(openShardsOf('9z#-33', 9)).toEqual([3]);
    expect(openShardsOf('', 9)).toEqual([]);
  });
});
