import { useTranslation } from 'react-i18next';
import { MessageBanner } from '../../../components/ui/message-banner';
import { type ReviewAlertDelivery, useReviewAlerts } from '../../../entities/admin-notifications/api/get-review-alerts';
import { useUpdateReviewAlerts } from '../api/update-review-alerts';
import { AdminCard } from './admin-page';
import { RadioGroup } from './radio-group';
import '../notifications-i18n';

const DELIVERIES = ['immediate', 'daily'] as const satisfies readonly ReviewAlertDelivery[];

/**
 * /admin/settings "Review alerts" (issue 25): the signed-in admin chooses an e-mail for each
 * submission for review, or one daily digest. The choice is saved when it is made.
 */
export function ReviewAlertsCard() {
  const { t } = useTranslation('adminNotifications');
  const current = useReviewAlerts();
  const update = useUpdateReviewAlerts();
  const options = DELIVERIES.map((value) => ({ value, label: t(`reviewAlerts.options.${value}`) }));
  return (
    <AdminCard
      headingId="review-alerts-heading"
      title={t('reviewAlerts.title')}
      description={t('reviewAlerts.description')}
    >
      <div className="mt-4 space-y-3">
        {current.isPending && <p className="text-slate-600 text-sm dark:text-slate-400">{t('reviewAlerts.loading')}</p>}
        {current.isError && <MessageBanner tone="error">{t('reviewAlerts.loadFailed')}</MessageBanner>}
        {current.data && (
          <RadioGroup
            legend={t('reviewAlerts.legend')}
            value={update.isPending && update.variables ? update.variables : current.data}
            options={options}
            onChange={(delivery) => update.mutate(delivery)}
          />
        )}
        <p role="status" className="text-slate-600 text-sm dark:text-slate-400">
          {update.isPending
            ? t('reviewAlerts.saving')
            : update.isSuccess
              ? t('reviewAlerts.saved', { choice: t(`reviewAlerts.options.${update.data.delivery}`) })
              : ''}
        </p>
        {update.isError && <MessageBanner tone="error">{t('reviewAlerts.saveFailed')}</MessageBanner>}
      </div>
    </AdminCard>
  );
}
