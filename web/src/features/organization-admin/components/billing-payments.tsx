import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import type { BillingPayment } from '../../../entities/billing/api/get-organization-billing';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
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
  const columns: DataColumn<BillingPayment>[] = [
    {
      id: 'date',
      header: t('billing.payments.columns.date'),
      rowHeader: true,
      className: 'whitespace-nowrap font-medium',
      sortValue: (payment) => payment.createdAt,
      cell: (payment) => (
        <time dateTime={payment.createdAt}>{formatDate(payment.createdAt.slice(0, 10), language)}</time>
      ),
    },
    {
      id: 'kind',
      header: t('billing.payments.columns.kind'),
      cell: (payment) => t(`billing.payments.kind.${payment.kind}`),
    },
    {
      id: 'amount',
      header: t('billing.payments.columns.amount'),
      align: 'right',
      className: 'whitespace-nowrap',
      sortValue: (payment) => payment.amountCents,
      cell: (payment) => formatCents(payment.amountCents, payment.currency, language),
    },
    {
      id: 'status',
      header: t('billing.payments.columns.status'),
      sortValue: (payment) => payment.status,
      cell: (payment) => <PaymentStatusBadge status={payment.status} />,
    },
  ];

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-lg text-slate-900 dark:text-white">
        {t('billing.payments.title')}
      </h3>
      <div className="mt-3">
        <DataTable
          rows={[...payments]}
          columns={columns}
          rowId={(payment) => payment.id}
          caption={t('billing.payments.caption')}
          empty={t('billing.payments.empty')}
        />
      </div>
    </section>
  );
}
