import type { ExtensionOrderBody } from '@lunia/shared/api/schemas/admin-extension-orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { MessageBanner } from '../../../../components/ui/message-banner';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useAuthenticatedSession } from '../../../../lib/auth/authenticated-session';
import { formatDate } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { usePageMeta } from '../../../../lib/use-page-meta';
import { AdminPageHeader } from '../../components/admin-page';
import { useApplyExtensionOrder } from '../api/apply-extension-order';
import { usePreviewExtensionOrder } from '../api/preview-extension-order';
import { ExtensionOrderForm } from '../components/extension-order-form';
import { ExtensionOrdersTable } from '../components/extension-orders-table';
import { ExtensionPreview, type ExtensionPreviewResult } from '../components/extension-preview';
import '../i18n';

/**
 * /admin/extension-orders (issue 27): an administrative order of the Health Department recorded,
 * previewed and applied, and the orders recorded so far with their progress. Support previews and
 * follows orders; only a super admin applies one (the API refuses anyone else).
 */
export function ExtensionOrdersPage() {
  const { t, i18n } = useTranslation('adminExtensionOrders');
  const { t: common } = useTranslation('common');
  const language = currentLanguage(i18n.language);
  const { isSuperAdmin } = useAuthenticatedSession();
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });
  const previewing = usePreviewExtensionOrder();
  const applying = useApplyExtensionOrder();
  const [previewed, setPreviewed] = useState<{ order: ExtensionOrderBody; result: ExtensionPreviewResult }>();
  const [confirming, setConfirming] = useState(false);
  const [recorded, setRecorded] = useState<string>();

  const preview = async (order: ExtensionOrderBody) => {
    setRecorded(undefined);
    const result = await previewing.mutateAsync(order);
    setPreviewed({ order, result });
  };
  const forget = () => {
    setPreviewed(undefined);
    previewing.reset();
  };
  const apply = () => {
    if (!previewed) return;
    applying.mutate(previewed.order, {
      onSuccess: ({ order }) => {
        setConfirming(false);
        setPreviewed(undefined);
        setRecorded(order.orderNumber);
      },
    });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
      {recorded && <MessageBanner tone="success">{t('applied', { orderNumber: recorded })}</MessageBanner>}
      <ExtensionOrderForm onPreview={preview} onEdit={forget} />
      {previewing.error && <MessageBanner tone="error">{apiErrorMessage(common, previewing.error)}</MessageBanner>}
      {previewed && (
        <ExtensionPreview
          order={previewed.order}
          preview={previewed.result}
          canApply={isSuperAdmin}
          onApply={() => {
            applying.reset();
            setConfirming(true);
          }}
        />
      )}
      {confirming && previewed && (
        <ConfirmDialog
          title={t('confirm.title', { orderNumber: previewed.order.orderNumber })}
          message={t('confirm.message', {
            count: previewed.result.count,
            date: formatDate(previewed.order.newExpiresOn, language),
          })}
          confirmLabel={t('confirm.confirm')}
          busyLabel={t('confirm.busy')}
          cancelLabel={t('confirm.cancel')}
          busy={applying.isPending}
          destructive={false}
          failure={applying.error ? apiErrorMessage(common, applying.error) : undefined}
          onConfirm={apply}
          onClose={() => setConfirming(false)}
        />
      )}
      <ExtensionOrdersTable />
    </div>
  );
}
