import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** One page of a list route that pages by cursor: `nextCursor` is absent on the last page. */
export type CursorPage = { nextCursor?: string | undefined };

/**
 * The query options (the entities tier defines them: features/entities-tier.test.ts) of a list read page by page with the server's cursor: the first page has no
 * cursor, each next one is the previous page's `nextCursor`, and the pages are always read fresh
 * (`staleTime: 0`), since a back-office or activity list changes under other people's hands.
 */
export const cursorPagesQueryOptions = <TPage extends CursorPage, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: (cursor: string | undefined) => Promise<TPage>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
