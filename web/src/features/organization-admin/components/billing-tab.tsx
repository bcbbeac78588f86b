import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ExternalLinkIcon, InfoIcon } from '../../../components/ui/icons';
import { MessageBanner } from '../../../components/ui/message-banner';
import { textLinkClasses } from '../../../components/ui/page-sections';
import { PageState } from '../../../components/ui/page-state';
import { useOrganizationBilling } from '../../../entities/billing/api/get-organization-billing';
import { useLocations } from '../../../entities/locations/api/list-locations';
import { useCreateBillingPortalSession } from '../api/create-billing-portal-session';
import { chosenModule } from '../billing-plan';
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

/**
 * Billing self-service (issue 24): Manage billing opens the payment provider's billing page (locations,
 * modules, cancel or resume, card, invoices and their PDFs) and comes back here.
 */
function ManageBilling({ orgId }: { orgId: string }) {
  const { t } = useTranslation('organization-admin');
  const headingId = useId();
  const portal = useCreateBillingPortalSession(orgId);
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const open = async () => {
    setFailed(false);
    try {
      const { url } = await portal.mutateAsync();
      // Only a web page: the provider's billing portal (or the local stack's stand-in).
      if (!/^https?:$/.test(new URL(url, window.location.href).protocol)) throw new Error('Not a billing page');
      setLeaving(true);
      window.location.assign(url);
    } catch {
      setFailed(true);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className={`${noteClasses} border-slate-200 bg-white text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300`}
    >
      <ExternalLinkIcon className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
      <div className="space-y-3">
        <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
          {t('billing.manage.title')}
        </h3>
        <p className="text-sm">{t('billing.manage.intro')}</p>
        {failed && <MessageBanner tone="error">{t('billing.manage.failed')}</MessageBanner>}
        <Button onClick={() => void open()} disabled={portal.isPending || leaving}>
          {portal.isPending || leaving ? t('billing.manage.opening') : t('billing.manage.open')}
        </Button>
      </div>
    </section>
  );
}

/**
 * Back from a first checkout that did not pay (`?payment=failed|cancelled`): says that nothing was
 * charged, once; the parameter is removed so a reload does not say it again.
 */
function CheckoutReturnNotice() {
  const { t } = useTranslation('organization-admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const [result] = useState<'failed' | 'cancelled' | null>(() => {
    const value = searchParams.get('payment');
    return value === 'failed' ? 'failed' : value === 'cancelled' ? 'cancelled' : null;
  });
  const [shown, setShown] = useState(result !== null);

  useEffect(() => {
    if (result === null) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
  }, [result, setSearchParams]);

  if (!shown || result === null) return null;
  return (
    <MessageBanner tone={result === 'failed' ? 'error' : 'info'}>
      <span className="flex flex-wrap items-center gap-3">
        {t(`billing.checkoutReturn.${result}`)}
        <button type="button" className={textLinkClasses} onClick={() => setShown(false)}>
          {t('billing.checkoutReturn.dismiss')}
        </button>
      </span>
    </MessageBanner>
  );
}

/**
 * The Billing tab (`?tab=billing`, issues 12 and 24): the organization's plan and its status (with a
 * cancellation at the period's end), Manage billing once it has paid (the provider's billing page:
 * plan changes, card, invoices), a plan form when it may subscribe and has no plan running (none or
 * canceled), and its payments. Read again each time the tab opens, so a return from the checkout or
 * the billing page shows the new state.
 */
export function BillingTab({ orgId }: { orgId: string }) {
  const { t } = useTranslation('organization-admin');
  const headingId = useId();
  const billing = useOrganizationBilling(orgId);
  const locations = useLocations(orgId);
  const [searchParams] = useSearchParams();

  if (billing.isPending || locations.isPending) return <PageState kind="loading" message={t('billing.loading')} />;
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

      <CheckoutReturnNotice />

      <BillingPlanSummary plan={plan} />

      {plan.portalAvailable && <ManageBilling orgId={orgId} />}

      {plan.status === 'active' || (plan.status === 'past_due' && plan.portalAvailable) ? null : verified &&
        canSubscribe ? (
        <BillingSubscribeForm
          // A new status (e.g. read again after a refusal) starts a fresh form.
          key={plan.status}
          orgId={orgId}
          status={plan.status}
          planModules={plan.modules}
          chosenModule={chosenModule(searchParams.get('module'))}
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
