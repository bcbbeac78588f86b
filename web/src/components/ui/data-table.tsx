import {
  type ColumnDef,
  createPaginatedRowModel,
  createSortedRowModel,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { MessageBanner } from './message-banner';
import { PageState } from './page-state';

export interface DataColumn<Row extends RowData> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort button (aria-sort on the column header). */
  sortValue?: (row: Row) => string | number;
  align?: 'left' | 'right';
  /** The cell names its row (`th scope="row"`); usually the first column. */
  rowHeader?: boolean;
  /** Extra classes for the column's cells (widths, wrapping). */
  className?: string;
}

export interface DataTableProps<Row extends RowData> {
  rows: Row[];
  columns: DataColumn<Row>[];
  rowId: (row: Row) => string;
  /** The table's accessible name, shown as a caption (visually hidden unless `captionVisible`). */
  caption: string;
  captionVisible?: boolean;
  loading?: boolean;
  loadingMessage?: string;
  /** Shown instead of the table when there are no rows; with rows, above them. */
  error?: ReactNode;
  onRetry?: () => void;
  empty: ReactNode;
  /** Client paging: this many rows a page, with Previous and Next. */
  pageSize?: number;
  /** Server paging as the pages do it: a Load more button under the rows. */
  loadMore?: { hasMore: boolean; loading: boolean; onLoadMore: () => void; label?: string; loadingLabel?: string };
  /** Keeps the last column (the actions) in view while the rest scrolls sideways. */
  stickyLastColumn?: boolean;
  /** The table's minimum width before it scrolls inside its region (a Tailwind class). */
  minWidth?: string;
  busy?: boolean;
}

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});
const everything = Number.MAX_SAFE_INTEGER;
const cellClass = 'px-4 py-3 align-top';
/** Numbers by value, text by the reader's alphabet (accents and case aside). */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), undefined, { sensitivity: 'base', numeric: true });
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The one table of the web app (TanStack Table underneath): sortable headers, client paging or Load
 * more, and the loading / error with Retry / empty states. It scrolls sideways inside a focusable,
 * labelled region, so the page itself never does and no column is clipped.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  const { rows, columns, caption, pageSize, loadMore, stickyLastColumn } = props;
  const defs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: column.sortValue ?? (() => 0),
        enableSorting: column.sortValue !== undefined,
        sortFn: (a, b, id) => compare(a.getValue(id), b.getValue(id)),
      })),
    [columns],
  );
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: pageSize ?? everything });
  const table = useTable<typeof features, Row>({
    features,
    columns: defs,
    data: rows,
    getRowId: (row) => props.rowId(row),
    state: { pagination },
    onPaginationChange: setPagination,
  });
  const byId = new Map(columns.map((column) => [column.id, column]));

  if (props.loading) return <PageState kind="loading" compact message={props.loadingMessage} />;
  if (props.error && rows.length === 0) return <PageState kind="error" message={props.error} onRetry={props.onRetry} />;
  if (rows.length === 0) return <PageState kind="empty" message={props.empty} />;

  const last = columns.length - 1;
  const sticky = (index: number, head = false) =>
    stickyLastColumn && index === last
      ? `sticky right-0 shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.25)] ${
          head ? 'bg-slate-50 dark:bg-slate-800' : 'bg-white dark:bg-slate-900'
        }`
      : '';
  const pages = table.getPageCount();
  const page = pagination.pageIndex + 1;

  return (
    <div className="min-w-0 max-w-full space-y-3">
      {props.error && (
        <MessageBanner tone="error">
          <span className="flex flex-wrap items-center gap-3">
            {props.error}
            {props.onRetry && (
              <Button variant="secondary" className="px-3 py-1" onClick={props.onRetry}>
                {t('dataTable.retry')}
              </Button>
            )}
          </span>
        </MessageBanner>
      )}
      <section
        aria-label={t('dataTable.scrollRegion', { name: caption })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-busy={props.busy || undefined}
        className="max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 dark:border-slate-800 dark:bg-slate-900 dark:focus-visible:outline-brand-300"
      >
        <table className={`w-full text-left text-sm ${props.minWidth ?? ''}`}>
          <caption className={props.captionVisible ? 'px-4 pt-3 text-left font-semibold' : 'sr-only'}>
            {caption}
          </caption>
          <thead className="border-slate-200 border-b bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800 dark:text-slate-300">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header, index) => {
                  const column = byId.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  const align = column?.align === 'right' ? 'text-right' : '';
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={header.column.getCanSort() ? (sorted ? ariaSort[sorted] : 'none') : undefined}
                      className={`px-4 py-3 font-medium ${align} ${sticky(index, true)}`}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-medium hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-white dark:focus-visible:outline-brand-300"
                        >
                          {column?.header}
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        column?.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white text-slate-900 dark:divide-slate-800 dark:bg-slate-900 dark:text-white">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="bg-white dark:bg-slate-900">
                {row.getAllCells().map((cell, index) => {
                  const column = byId.get(cell.column.id);
                  if (!column) return null;
                  const classes = `${cellClass} ${column.align === 'right' ? 'text-right tabular-nums' : ''} ${
                    column.className ?? ''
                  } ${sticky(index)}`;
                  return column.rowHeader ? (
                    <th key={cell.id} scope="row" className={`${classes} font-normal`}>
                      {column.cell(row.original)}
                    </th>
                  ) : (
                    <td key={cell.id} className={classes}>
                      {column.cell(row.original)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {pageSize !== undefined && pages > 1 && (
        <nav aria-label={caption} className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="secondary" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
            {t('dataTable.previousPage')}
          </Button>
          <p role="status" className="text-slate-600 text-sm dark:text-slate-400">
            {t('dataTable.pageOf', { page, pages })}
          </p>
          <Button variant="secondary" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            {t('dataTable.nextPage')}
          </Button>
        </nav>
      )}
      {loadMore?.hasMore && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={loadMore.onLoadMore} disabled={loadMore.loading}>
            {loadMore.loading
              ? (loadMore.loadingLabel ?? t('dataTable.loadingMore'))
              : (loadMore.label ?? t('dataTable.loadMore'))}
          </Button>
        </div>
      )}
    </div>
  );
}
