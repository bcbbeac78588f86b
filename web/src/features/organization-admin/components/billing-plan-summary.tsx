import type { PlanStatus } from '@lunia/shared/domain/billing';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingPlan } from '../../../entities/billing/api/get-organization-billing';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatCents } from '../billing-plan';
import '../i18n';

const planBadgeClasses: Record<PlanStatus, string> = {
  none: 'bg-slate-100 text-slate-800 ring-slate-600/20 dark:bg-slate-400/10 dark:text-slate-200 dark:ring-slate-300/30',
  active:
    'bg-emerald-100 text-emerald-900 ring-emerald-700/20 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-300/30',
  past_due: 'bg-red-100 text-red-900 ring-red-700/20 dark:bg-red-400/10 dark:text-red-200 dark:ring-red-300/30',
  canceled:
    'bg-amber-100 text-amber-900 ring-amber-700/20 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-300/30',
};

/** No plan / Active / Cancels at period end / Payment failed — update your payment method / Canceled. */
export function PlanStatusBadge({ status, canceling = false }: { status: PlanStatus; canceling?: boolean }) {
  const { t } = useTranslation('organization-admin');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${planBadgeClasses[canceling ? 'canceled' : status]}`}
    >
      {canceling ? t('billing.status.canceling') : t(`billing.status.${status}`)}
    </span>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600 text-sm dark:text-slate-400">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900 text-sm dark:text-white">{children}</dd>
    </div>
  );
}

/**
 * The organization's plan: its status, and (once there has been one) its modules, the locations it
 * covers, its monthly amount and when the paid period renews or ends. A sentence under the status
 * says what the status means; a plan canceled at the period's end says until when it runs.
 */
export function BillingPlanSummary({ plan }: { plan: BillingPlan }) {
  const { t, i18n } = useTranslation('organization-admin');
  const { t: tCommon } = useTranslation('common');
  const language = currentLanguage(i18n.language);
  const hasDetails = plan.status !== 'none';
  const headingId = useId();
  const periodEnd = plan.currentPeriodEnd ? formatDate(plan.currentPeriodEnd.slice(0, 10), language) : null;
  const canceling = plan.status === 'active' && plan.cancelAtPeriodEnd;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-lg text-slate-900 dark:text-white">
          {t('billing.plan.title')}
        </h3>
        <PlanStatusBadge status={plan.status} canceling={canceling} />
      </div>
      <p className="mt-2 text-slate-600 text-sm dark:text-slate-400">
        {canceling && periodEnd
          ? t('billing.plan.cancelAtPeriodEnd', { date: periodEnd })
          : t(`billing.plan.${plan.status}`)}
      </p>
      {hasDetails && (
        <dl className="mt-5 grid gap-4 border-slate-200 border-t pt-5 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800">
          <Fact label={t('billing.plan.modules')}>
            {plan.modules.length === 0
              ? t('billing.plan.noModules')
              : plan.modules.map((module) => tCommon(`products.${module}.name`)).join(', ')}
          </Fact>
          <Fact label={t('billing.plan.locations')}>{t('billing.plan.locationsCount', { count: plan.locations })}</Fact>
          <Fact label={t('billing.plan.amount')}>
            {t('billing.plan.perMonth', { amount: formatCents(plan.amountCents, plan.currency, language) })}
          </Fact>
          {periodEnd && plan.status === 'active' && (
            <Fact label={t('billing.plan.period')}>
              {canceling
                ? t('billing.plan.endsOn', { date: periodEnd })
                : t('billing.plan.renewsOn', { date: periodEnd })}
            </Fact>
          )}
        </dl>
      )}
    </section>
  );
}
