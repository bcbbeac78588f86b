import { expect } from 'vitest';
import type { ApiResponse } from './local-clients';

/**
 * Every page of a cursor-paged listing, in order: `read` asks for a page of `query` (with the previous
 * page's `nextCursor` after the first) and each page must answer 200; `itemsOf` takes a page's items.
 * Stops at the last page, once `enough` holds of the items so far, or after `maxPages` (with
 * `failPastMax`, going past it fails instead: the listing must end).
 */
export async function readAllPages<T>(
  query: Record<string, string>,
  read: (query: Record<string, string>) => Promise<ApiResponse>,
  itemsOf: (response: ApiResponse) => T[],
  bound: { maxPages: number; enough?: (items: T[]) => boolean; failPastMax?: boolean },
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const response = await read({ ...query, ...(cursor ? { cursor } : {}) });
    expect(response.status, response.text).toBe(200);
    items.push(...itemsOf(response));
    cursor = response.body.nextCursor as string | undefined;
    pages++;
    if (bound.failPastMax && pages > bound.maxPages) throw new Error('too many pages');
  } while (cursor && (bound.failPastMax || pages < bound.maxPages) && !bound.enough?.(items));
  return { items, pages };
}
