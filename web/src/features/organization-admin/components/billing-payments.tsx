import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { BillingPayment } from '../api/get-organization-billing';
import { formatCents } from '../billing-plan';
import '../i18n';

const paymentBadgeClasses: Record<BillingPayment['status'], string> = {
  PENDING: 'bg-sky-100 text-sky-900 ring-sky-700/20 dark:bg-sky-400/10 dark:text-sky-200 dark:ring-sky-300/30',
  COMPLETED:
    'bg-emerald-100 text-emerald-900 ring-emerald-700/20 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-300/30',
  FAILED: 'bg-red-100 text-red-900 ring-red-700/20 dark:bg-red-400/10 dark:text-red-200 dark:ring-red-300/30',
  REFUNDED:
    'bg-violet-100 text-violet-900 ring-violet-700/20 dark:bg-violet-400/10 dark:text-violet-200 dark:ring-violet-300/30',
  CANCELLED:
    'bg-slate-100 text-slate-800 ring-slate-600/20 dark:bg-slate-400/10 dark:text-slate-200 dark:ring-slate-300/30',
};

function PaymentStatusBadge({ status }: { status: BillingPayment['status'] }) {
  const { t } = useTranslation('organization-admin');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${paymentBadgeClasses[status]}`}
    >
      {t(`billing.payments.status.${status}`)}
    </span>
  );
}

/** The organization's payments, newest first (as the API lists them): date, what it paid for, amount, status. */
export function BillingPayments({ payments }: { payments: readonly BillingPayment[] }) {
  const { t, i18n } = useTranslation('organization-admin');
  const language = currentLanguage(i18n.language);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-lg text-slate-900 dark:text-white">
        {t('billing.payments.title')}
      </h3>
      {payments.length === 0 ? (
        <p className="mt-3 rounded-xl border border-slate-300 border-dashed px-4 py-6 text-center text-slate-600 text-sm dark:border-slate-700 dark:text-slate-400">
          {t('billing.payments.empty')}
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
            <caption className="sr-only">{t('billing.payments.caption')}</caption>
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('billing.payments.columns.date')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('billing.payments.columns.kind')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t('billing.payments.columns.amount')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('billing.payments.columns.status')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <th scope="row" className="whitespace-nowrap px-4 py-3 font-medium text-slate-900 dark:text-white">
                    <time dateTime={payment.createdAt}>{formatDate(payment.createdAt.slice(0, 10), language)}</time>
                  </th>
                  <td className="px-4 py-3 text-slate-700 dark:text-slate-300">
                    {t(`billing.payments.kind.${payment.kind}`)}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-right text-slate-900 tabular-nums dark:text-white">
                    {formatCents(payment.amountCents, payment.currency, language)}
                  </td>
                  <td className="px-4 py-3">
                    <PaymentStatusBadge status={payment.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
