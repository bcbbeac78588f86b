import type { Language } from '@lunia/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { productCatalog } from '../../../lib/product-catalog';
import { formatPrice, moduleOffer, type PlanPrices } from '../pricing-catalogue';

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

/**
 * Every module with what it costs per month for the first and each extra location (the plan's prices),
 * or why it has none. Narrow enough for a 390 px phone: three columns whose text wraps.
 */
export function PricingTable({ prices, language }: { prices: PlanPrices; language: Language }) {
  const { t } = useTranslation('pricing');
  const { t: tCommon } = useTranslation();
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
                {offer === 'paid' ? (
                  <>
                    <td className="px-3 py-4 align-top sm:px-4">
                      <Price cents={prices.firstLocationCents} currency={prices.currency} language={language} />
                    </td>
                    <td className="px-3 py-4 align-top sm:px-4">
                      <Price cents={prices.extraLocationCents} currency={prices.currency} language={language} />
                    </td>
                  </>
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
        </tbody>
      </table>
    </div>
  );
}
