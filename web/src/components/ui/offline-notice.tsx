import { useTranslation } from 'react-i18next';
import '../../lib/recovery-i18n';
import { useOnline } from '../../lib/use-online';
import { WarningIcon } from './icons';

/**
 * Says so while the browser is offline, and leaves when it is back online. The polite status region is
 * always in the page (empty while online), so the change is announced. It sits beside the routes, never
 * around them: going offline and back does not unmount the page, so what was typed stays. Bottom left
 * on wider screens; below the header on phones, where the cookie banner takes the bottom.
 */
export function OfflineNotice() {
  const { t } = useTranslation('recovery');
  const online = useOnline();
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-4 top-20 z-50 flex justify-center sm:top-auto sm:right-auto sm:bottom-6 sm:left-6"
    >
      {!online && (
        <p className="pointer-events-auto flex max-w-md items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 text-sm shadow-lg dark:border-amber-400/40 dark:bg-slate-900 dark:text-amber-100">
          <WarningIcon className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" />
          <span>
            <strong className="font-semibold">{t('offline.title')}</strong> {t('offline.message')}
          </span>
        </p>
      )}
    </div>
  );
}
