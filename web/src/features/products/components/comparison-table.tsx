import type { Module } from '@lunia/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { CheckIcon, MinusIcon } from '../../../components/ui/icons';
import { productCatalog } from '../../../lib/product-catalog';

type ComparisonRow = 'shiftMarketplace' | 'scheduling' | 'inventory' | 'patientRecords' | 'hipaa';

/** Spec §2: which product covers what. */
const coverage: Record<ComparisonRow, readonly Module[]> = {
  shiftMarketplace: ['bookrx'],
  scheduling: ['shift'],
  inventory: ['core'],
  patientRecords: ['vault'],
  hipaa: ['bookrx', 'shift', 'core', 'vault'],
};

/** The products × features table; scrolls sideways on narrow screens. */
export function ComparisonTable() {
  const { t } = useTranslation('products');
  const { t: tCommon } = useTranslation();
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-labelledby="comparison-caption"
      className="relative mt-10 overflow-x-auto rounded-2xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption id="comparison-caption" className="sr-only">
          {t('comparison.caption')}
        </caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold text-slate-900 dark:text-white">
              {t('comparison.feature')}
            </th>
            {productCatalog.map(({ id }) => (
              <th key={id} scope="col" className="px-4 py-3 text-center font-semibold text-slate-900 dark:text-white">
                {tCommon(`products.${id}.name`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
          {(Object.keys(coverage) as ComparisonRow[]).map((row) => (
            <tr key={row}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900 dark:text-slate-100">
                {t(`comparison.rows.${row}`)}
              </th>
              {productCatalog.map(({ id }) => {
                const included = coverage[row].includes(id);
                return (
                  <td key={id} className="px-4 py-3 text-center">
                    {included ? (
                      <CheckIcon className="inline size-5 text-emerald-700 dark:text-emerald-300" />
                    ) : (
                      <MinusIcon className="inline size-5 text-slate-400 dark:text-slate-500" />
                    )}
                    <span className="sr-only">{included ? t('comparison.included') : t('comparison.notIncluded')}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
