/** What a paged list's infinite query says, as far as its table needs it. */
interface PagedList {
  isPending: boolean;
  isError: boolean;
  data?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * The DataTable states of a paged list: loading, the error (Retry reads again what failed: the list,
 * or the next page when some rows are shown) and Load more, which waits while an error is shown.
 */
export function pagedTableState(list: PagedList, loadFailed: string) {
  return {
    loading: list.isPending,
    error: list.isError ? loadFailed : undefined,
    onRetry: () => void (list.data ? list.fetchNextPage() : list.refetch()),
    loadMore: {
      hasMore: list.hasNextPage && !list.isError,
      loading: list.isFetchingNextPage,
      onLoadMore: () => void list.fetchNextPage(),
    },
  };
}
