import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { type DataColumn, DataTable } from '../../../../components/ui/data-table';
import {
  type ExtensionOrder,
  useExtensionOrders,
} from '../../../../entities/extension-orders/api/list-extension-orders';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { formatDate } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { AdminCard } from '../../components/admin-page';
import '../i18n';

/** The recorded orders, newest first, with their progress (read again while one is applying). */
export function ExtensionOrdersTable() {
  const { t, i18n } = useTranslation('adminExtensionOrders');
  const { t: common } = useTranslation('common');
  const language = currentLanguage(i18n.language);
  const orders = useExtensionOrders();
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const date = (value: string) => formatDate(value, language);
  const columns: DataColumn<ExtensionOrder>[] = [
    { id: 'orderNumber', header: t('orders.orderNumber'), rowHeader: true, cell: (row) => row.orderNumber },
    { id: 'issuedOn', header: t('orders.issuedOn'), cell: (row) => date(row.issuedOn) },
    {
      id: 'window',
      header: t('orders.window'),
      cell: (row) => (
        <>
          {t('orders.windowValue', { from: date(row.expiringFrom), to: date(row.expiringTo) })}
          <span className="block text-slate-600 text-xs dark:text-slate-400">
            {row.documentTypes.map((type) => t(`types.${type}`)).join(', ')}
          </span>
        </>
      ),
    },
    { id: 'newExpiresOn', header: t('orders.newExpiresOn'), cell: (row) => date(row.newExpiresOn) },
    {
      id: 'status',
      header: t('orders.status'),
      cell: (row) => (
        <Badge tone={row.status === 'applied' ? 'success' : 'info'}>{t(`orders.statuses.${row.status}`)}</Badge>
      ),
    },
    {
      id: 'progress',
      header: t('orders.progress'),
      cell: (row) => t('orders.progressValue', { applied: row.applied, skipped: row.skipped, total: row.total }),
    },
  ];
  return (
    <AdminCard headingId="extension-orders-heading" title={t('orders.title')} description={t('orders.description')}>
      <div className="mt-4">
        <DataTable
          rows={rows}
          columns={columns}
          rowId={(row) => row.orderNumber}
          caption={t('orders.caption')}
          loading={orders.isPending}
          loadingMessage={t('orders.loading')}
          error={orders.error ? apiErrorMessage(common, orders.error) : undefined}
          onRetry={() => void orders.refetch()}
          empty={t('orders.empty')}
          minWidth="min-w-[48rem]"
          loadMore={{
            hasMore: orders.hasNextPage,
            loading: orders.isFetchingNextPage,
            onLoadMore: () => void orders.fetchNextPage(),
            label: t('orders.loadMore'),
            loadingLabel: t('orders.loadingMore'),
          }}
        />
      </div>
    </AdminCard>
  );
}
