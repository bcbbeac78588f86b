import type { Language } from '@lunia/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { productCatalog } from '../../../lib/product-catalog';
import { formatPrice, moduleOffer, type PricedPlan } from '../pricing-catalogue';

const headerCellClasses = 'px-3 py-3 font-semibold text-slate-900 sm:px-4 dark:text-white';
const noteClasses = 'mt-1 block text-slate-600 text-xs leading-snug dark:text-slate-400';

function Price({ cents, currency, language }: { cents: number; currency: string; language: Language }) {
  const { t } = useTranslation('pricing');
  return (
    <>
      <span className="font-semibold text-lg text-slate-900 dark:text-white">
        {formatPrice(cents, currency, language)}
      </span>
      <span className={noteClasses}>{t('table.perMonth')}</span>
    </>
  );
}

function PriceCells({ plan, language }: { plan: PricedPlan; language: Language }) {
  return (
    <>
      <td className="px-3 py-4 align-top sm:px-4">
        <Price cents={plan.firstLocationCents} currency={plan.currency} language={language} />
      </td>
      <td className="px-3 py-4 align-top sm:px-4">
        <Price cents={plan.extraLocationCents} currency={plan.currency} language={language} />
      </td>
    </>
  );
}

/**
 * Every module with what its plan costs per month for the first and each extra location, or why it has
 * none, then each bundle of the catalogue as a bundle (its modules together, one plan's price): the
 * Stripe prices checkout charges (lib/plan-prices.ts). Narrow enough for a 390 px phone: three columns
 * whose text wraps.
 */
export function PricingTable({ plans, language }: { plans: PricedPlan[]; language: Language }) {
  const { t } = useTranslation('pricing');
  const { t: tCommon } = useTranslation();
  const planOf = (module: string) =>
    plans.find((plan) => !plan.bundle && (plan.modules as readonly string[]).includes(module));
  return (
    <div className="mt-10 overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className={headerCellClasses}>
              {t('table.module')}
            </th>
            <th scope="col" className={headerCellClasses}>
              {t('table.firstLocation')}
            </th>
            <th scope="col" className={headerCellClasses}>
              {t('table.extraLocation')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
          {productCatalog.map(({ id, path, status }) => {
            const offer = moduleOffer(id);
            return (
              <tr key={id} data-module={id}>
                <th scope="row" className="px-3 py-4 align-top font-medium sm:px-4">
                  <Link
                    to={path}
                    className="rounded font-semibold text-base text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:focus-visible:outline-brand-300"
                  >
                    {tCommon(`products.${id}.name`)}
                  </Link>
                  <span className="mt-2 block">
                    <StatusBadge status={status} />
                  </span>
                </th>
                {offer === 'paid' && planOf(id) ? (
                  <PriceCells plan={planOf(id) as PricedPlan} language={language} />
                ) : (
                  <td colSpan={2} className="px-3 py-4 align-top sm:px-4">
                    <span className="font-semibold text-slate-900 dark:text-white">
                      {offer === 'comingSoon' ? t('table.comingSoon') : t('table.included')}
                    </span>
                    <span className={noteClasses}>
                      {offer === 'comingSoon' ? t('table.comingSoonNote') : t('table.includedNote')}
                    </span>
                  </td>
                )}
              </tr>
            );
          })}
          {plans
            .filter((plan) => plan.bundle)
            .map((plan) => (
              <tr key={plan.lookupKey} data-bundle={plan.modules.join('+')}>
                <th scope="row" className="px-3 py-4 align-top font-medium sm:px-4">
                  <span className="font-semibold text-base text-slate-900 dark:text-white">
                    {plan.modules.map((module) => tCommon(`products.${module}.name`)).join(' + ')}
                  </span>
                  <span className={noteClasses}>{t('table.bundleNote')}</span>
                </th>
                <PriceCells plan={plan} language={language} />
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
