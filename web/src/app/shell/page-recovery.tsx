import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button-base';
import { AlertCircleIcon, WarningIcon } from '../../components/ui/icons';
import { useStrings } from '../../lib/strings';
import { useOnline } from '../../lib/use-online';
import { retryFailedIslands, useIslandFailures } from '../islands/island-failures';

/** While the browser is offline, says so; the polite status region is always in the page, so the change is announced. */
function OfflineNotice() {
  const { t } = useStrings('recovery');
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

/**
 * Part of a prerendered page did not load (an island's code, app/islands/island-failures.ts): what
 * happened, Retry, and after a repeated failure Reload. The heading takes the focus, as the SPA's error
 * screen does, so keyboard and screen-reader users land on the message.
 */
function IslandLoadFailure({ repeated }: { repeated: boolean }) {
  const { t } = useStrings('recovery');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const text = repeated ? 'repeated' : 'pageLoad';
  const retry = () => {
    setRetrying(true);
    void retryFailedIslands().finally(() => setRetrying(false));
  };
  return (
    <section
      aria-labelledby={headingId}
      data-island-failure=""
      className="fixed inset-x-4 top-20 z-50 mx-auto max-w-lg rounded-xl border border-red-200 bg-white p-5 shadow-xl dark:border-red-400/40 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <AlertCircleIcon className="mt-0.5 size-6 shrink-0 text-red-700 dark:text-red-300" />
        <div>
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="font-semibold text-lg text-slate-900 outline-none dark:text-white"
          >
            {t(`${text}.title`)}
          </h2>
          <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">{t(`${text}.message`)}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            {repeated && <Button onClick={() => window.location.reload()}>{t('reload')}</Button>}
            <Button variant={repeated ? 'secondary' : 'primary'} disabled={retrying} onClick={retry}>
              {t('retry')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The site's recovery messages beside every page (issue 23): the offline notice and, on a prerendered
 * page, the message for islands whose code did not arrive. It is an island whose code is in the islands
 * entry itself (app/islands/island-registry.ts), so it is there whenever any script ran.
 */
export function PageRecovery() {
  const failures = useIslandFailures();
  return (
    <>
      <OfflineNotice />
      {/* Remounted when Retry fails, so the new heading takes the focus. */}
      {failures.count > 0 && <IslandLoadFailure key={String(failures.repeated)} repeated={failures.repeated} />}
    </>
  );
}
