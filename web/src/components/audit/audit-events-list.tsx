import type { AuditEventRow } from '@lunia/shared/api/schemas/admin-audit';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../../lib/audit/audit-i18n';
import { Button } from '../ui/button';
import { MessageBanner } from '../ui/message-banner';
import { PageState } from '../ui/page-state';
import { AuditEventsTable } from './audit-events-table';

export type AuditEventsQueryResult = UseInfiniteQueryResult<
  InfiniteData<{ events: AuditEventRow[]; nextCursor?: string | undefined }>
>;

/**
 * The events of an infinite audit query: loading, error with Retry, empty, or the table with Load
 * more. A page may be short and still have more to search (each request reads a bounded number of
 * items), which the line above the table says.
 */
export function AuditEventsList({
  list,
  caption,
  headingId,
  onActorFilter,
}: {
  list: AuditEventsQueryResult;
  caption: string;
  headingId: string;
  onActorFilter?: ((actorId: string) => void) | undefined;
}) {
  const { t } = useTranslation('audit');
  const events = list.data?.pages.flatMap((page) => page.events) ?? [];
  if (list.isPending) return <PageState kind="loading" message={t('table.loading')} />;
  if (list.isError && events.length === 0) {
    return (
      <PageState
        kind="error"
        message={t('table.loadFailed')}
        onRetry={() => void list.refetch()}
        retryLabel={t('table.retry')}
      />
    );
  }
  const lastPageShort = list.hasNextPage && (list.data?.pages.at(-1)?.events.length ?? 0) === 0;
  return (
    <section aria-labelledby={headingId} aria-busy={list.isFetching} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-lg text-slate-900 dark:text-white">
          {caption}
        </h2>
        <p role="status" className="text-slate-600 text-sm dark:text-slate-400">
          {list.isPlaceholderData ? t('table.updating') : t('table.shown', { count: events.length })}
        </p>
      </div>
      {list.isError && <MessageBanner tone="error">{t('table.loadFailed')}</MessageBanner>}
      {events.length === 0 && !list.hasNextPage ? (
        <PageState kind="empty" message={t('table.empty')} />
      ) : (
        <>
          {(events.length === 0 || lastPageShort) && (
            <p className="text-slate-600 text-sm dark:text-slate-400">{t('table.moreToSearch')}</p>
          )}
          {events.length > 0 && <AuditEventsTable events={events} caption={caption} onActorFilter={onActorFilter} />}
        </>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? t('table.loadingMore') : t('table.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
