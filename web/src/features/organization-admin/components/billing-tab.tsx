import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { InfoIcon, MailIcon } from '../../../components/ui/icons';
import { MessageBanner } from '../../../components/ui/message-banner';
import { textLinkClasses } from '../../../components/ui/page-sections';
import { LoadingState } from '../../../components/ui/spinner';
import { useOrganizationBilling } from '../../../entities/billing/api/get-organization-billing';
import { useLocations } from '../../../entities/locations/api/list-locations';
import { companyContacts } from '../../../lib/company-contacts';
import { BillingPayments } from './billing-payments';
import { BillingPlanSummary } from './billing-plan-summary';
import { BillingSubscribeForm } from './billing-subscribe-form';
import '../i18n';

const noteClasses = 'flex gap-3 rounded-xl border p-5';

/** Why there is no Subscribe yet: verification pending, or verified and waiting for Lunia's approval. */
function NotEligibleNote({ verified }: { verified: boolean }) {
  const { t } = useTranslation('organization-admin');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`${noteClasses} border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-400/40 dark:bg-sky-950/40 dark:text-sky-100`}
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0" />
      <div>
        <h3 id={headingId} className="font-semibold">
          {t('billing.eligibility.title')}
        </h3>
        <p className="mt-1 text-sm">
          {verified ? t('billing.eligibility.awaitingApproval') : t('billing.eligibility.notVerified')}
        </p>
      </div>
    </section>
  );
}

/** An active plan is changed by support (there is no self-service change). */
function ChangePlanNote() {
  const { t } = useTranslation('organization-admin');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`${noteClasses} border-slate-200 bg-white text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300`}
    >
      <MailIcon className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
      <div>
        <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
          {t('billing.active.title')}
        </h3>
        <p className="mt-1 text-sm">
          <Trans
            t={t}
            i18nKey="billing.active.contact"
            components={{
              email: (
                <a href={`mailto:${companyContacts.general}`} className={textLinkClasses}>
                  {companyContacts.general}
                </a>
              ),
            }}
          />
        </p>
      </div>
    </section>
  );
}

/**
 * The Billing tab (`?tab=billing`, issue 12): the organization's plan and its status, a plan form when
 * it may subscribe and has no active plan (none, canceled, or a failed payment to redo), and its
 * payments. Read again each time the tab opens, so a return from the checkout shows the new state.
 */
export function BillingTab({ orgId }: { orgId: string }) {
  const { t } = useTranslation('organization-admin');
  const headingId = useId();
  const billing = useOrganizationBilling(orgId);
  const locations = useLocations(orgId);

  if (billing.isPending || locations.isPending) return <LoadingState message={t('billing.loading')} />;
  if (billing.isError || locations.isError) {
    return (
      <div className="space-y-4">
        <MessageBanner tone="error">{t('billing.loadFailed')}</MessageBanner>
        <Button
          onClick={() => {
            if (billing.isError) void billing.refetch();
            if (locations.isError) void locations.refetch();
          }}
        >
          {t('billing.retry')}
        </Button>
      </div>
    );
  }

  const { plan, pricing, payments, verified, canSubscribe } = billing.data;

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div>
        <h2 id={headingId} className="font-semibold text-slate-900 text-xl dark:text-white">
          {t('billing.title')}
        </h2>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('billing.intro')}</p>
      </div>

      <BillingPlanSummary plan={plan} />

      {plan.status === 'active' ? (
        <ChangePlanNote />
      ) : verified && canSubscribe ? (
        <BillingSubscribeForm
          // A new status (e.g. read again after a refusal) starts a fresh form.
          key={plan.status}
          orgId={orgId}
          status={plan.status}
          planModules={plan.modules}
          pricing={pricing}
          locationCount={locations.data.length}
        />
      ) : (
        <NotEligibleNote verified={verified} />
      )}

      <BillingPayments payments={payments} />
    </section>
  );
}
