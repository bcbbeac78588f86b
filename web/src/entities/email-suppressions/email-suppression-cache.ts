import type { InfiniteData } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import type { listEmailSuppressions } from './api/list-email-suppressions';
import { emailSuppressionKeys } from './email-suppression-keys';

type Page = Awaited<ReturnType<typeof listEmailSuppressions>>;

/** An address was lifted from the list: it leaves every loaded page at once. */
export function emailSuppressionLifted(email: string): void {
  queryClient.setQueryData<InfiniteData<Page>>(emailSuppressionKeys.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            suppressions: page.suppressions.filter((entry) => entry.email !== email),
          })),
        }
      : data,
  );
}
