import type { ExtensionOrderBody } from '@lunia/shared/api/schemas/admin-extension-orders';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../../components/ui/data-table';
import type { ApiResponse } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { AdminCard } from '../../components/admin-page';
import '../i18n';

export type ExtensionPreviewResult = ApiResponse<'previewExtensionOrder'>;
type Candidate = ExtensionPreviewResult['documents'][number];

/**
 * What the previewed order covers: how many approved credentials, and the first of them in the one
 * data table (owner, credential, current expiry). A super admin applies it from here; anyone else is
 * told who can.
 */
export function ExtensionPreview({
  order,
  preview,
  canApply,
  onApply,
}: {
  order: ExtensionOrderBody;
  preview: ExtensionPreviewResult;
  canApply: boolean;
  onApply: () => void;
}) {
  const { t, i18n } = useTranslation('adminExtensionOrders');
  const language = currentLanguage(i18n.language);
  const columns: DataColumn<Candidate>[] = [
    {
      id: 'owner',
      header: t('preview.owner'),
      rowHeader: true,
      cell: (row) =>
        row.ownerType === 'organization' ? `${row.ownerName} (${t('preview.organization')})` : row.ownerName,
      sortValue: (row) => row.ownerName,
    },
    { id: 'type', header: t('preview.type'), cell: (row) => t(`types.${row.type}`) },
    {
      id: 'expiresOn',
      header: t('preview.expiresOn'),
      cell: (row) => formatDate(row.expiresOn, language),
      sortValue: (row) => row.expiresOn,
    },
  ];
  return (
    <AdminCard
      headingId="extension-preview-heading"
      title={t('preview.title')}
      description={t('preview.count', { count: preview.count, date: formatDate(order.newExpiresOn, language) })}
    >
      <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('preview.pendingNote')}</p>
      {preview.documents.length < preview.count && (
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          {t('preview.shown', { shown: preview.documents.length })}
        </p>
      )}
      <div className="mt-4">
        <DataTable
          rows={preview.documents}
          columns={columns}
          rowId={(row) => row.documentId}
          caption={t('preview.caption')}
          empty={t('preview.empty')}
          pageSize={20}
        />
      </div>
      <div className="mt-4">
        {canApply ? (
          <Button onClick={onApply} disabled={preview.count === 0}>
            {t('preview.apply')}
          </Button>
        ) : (
          <p className="text-slate-700 text-sm dark:text-slate-300">{t('preview.superAdminOnly')}</p>
        )}
      </div>
    </AdminCard>
  );
}
