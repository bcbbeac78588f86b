import type { Module } from '@lunia/shared/domain/constants';
import { locationLimit, organizationLocationLimitInput } from '@lunia/shared/domain/location-limit';
import { effectiveOrganizationModules, isFreeOrganizationModule } from '@lunia/shared/domain/organization-modules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckCircleIcon, InfoIcon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/spinner';
import { useOrganization } from '../api/get-organization';
import { useLocations } from '../api/list-locations';

/** Product names: the same in every language. */
const MODULE_NAMES: Record<Module, string> = { bookrx: 'BookRx', shift: 'Shift', core: 'Core', vault: 'Vault' };

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={card}>
      <dt className="font-medium text-slate-600 text-sm dark:text-slate-400">{label}</dt>
      <dd className="mt-2 text-slate-900 text-sm dark:text-white">{children}</dd>
    </div>
  );
}

/**
 * The Billing tab (`?tab=billing`, where the BookRx button of a verified organization leads, spec §4):
 * what the organization has today — verification and eligibility to subscribe (`verified`,
 * `canSubscribe`), active modules (free or by subscription), the location limit and the §9 rule that
 * gives it — and that subscriptions open with online billing (a later issue). It offers nothing to
 * buy: there is no checkout yet.
 */
export function BillingTab({ orgId }: { orgId: string }) {
  const { t } = useTranslation('organization-admin');
  const organization = useOrganization(orgId);
  const locations = useLocations(orgId);

  if (organization.isPending || locations.isPending) return <LoadingState message={t('billing.loading')} />;
  if (organization.isError || locations.isError) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-red-700 text-sm dark:text-red-300">
          {t('billing.loadFailed')}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            void organization.refetch();
            void locations.refetch();
          }}
        >
          {t('billing.retry')}
        </Button>
      </div>
    );
  }

  const org = organization.data;
  const modules = effectiveOrganizationModules(org);
  const limitInput = organizationLocationLimitInput({ ...org, locationCount: locations.data.length });
  const limit = locationLimit(limitInput);
  const rule = limitInput.unlimitedLocations ? 'unlimited' : limitInput.hasPaidModules ? 'paid' : 'free';

  return (
    <section aria-labelledby="billing-heading" className="space-y-6">
      <div>
        <h2 id="billing-heading" className="font-semibold text-slate-900 text-xl dark:text-white">
          {t('billing.title')}
        </h2>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('billing.intro', { name: org.name })}</p>
      </div>

      <dl className="grid gap-4 md:grid-cols-2">
        <Fact label={t('billing.verification.label')}>
          {org.verified ? (
            <span className="inline-flex items-center gap-1.5 font-semibold text-emerald-800 dark:text-emerald-200">
              <CheckCircleIcon className="size-4" />
              {t('billing.verification.verified')}
            </span>
          ) : (
            t('billing.verification.notVerified')
          )}
        </Fact>
        <Fact label={t('billing.eligibility.label')}>
          {org.verified && org.canSubscribe ? t('billing.eligibility.eligible') : t('billing.eligibility.notEligible')}
        </Fact>
        <Fact label={t('billing.modules.label')}>
          {modules.length === 0 ? (
            t('billing.modules.none')
          ) : (
            <ul className="flex flex-wrap gap-2">
              {modules.map((module) => (
                <li
                  key={module}
                  className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100"
                >
                  {`${MODULE_NAMES[module]} · `}
                  {isFreeOrganizationModule(module) ? t('billing.modules.free') : t('billing.modules.paid')}
                </li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact label={t('billing.locations.label')}>
          <p className="font-semibold">{t('billing.locations.usage', { count: locations.data.length, limit })}</p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t(`billing.locations.${rule}`, { limit })}</p>
        </Fact>
      </dl>

      <div className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-5 text-sky-900 dark:border-sky-400/40 dark:bg-sky-950/40 dark:text-sky-100">
        <InfoIcon className="mt-0.5 size-5 shrink-0" />
        <div>
          <h3 className="font-semibold">{t('billing.subscriptions.title')}</h3>
          <p className="mt-1 text-sm">{t('billing.subscriptions.body')}</p>
        </div>
      </div>
    </section>
  );
}
