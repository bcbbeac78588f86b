import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { MessageBanner } from './message-banner';
import { Spinner } from './spinner';

export type PageStateProps = { className?: string } & (
  | { kind: 'loading'; message?: string | undefined; compact?: boolean }
  | { kind: 'error'; message: ReactNode; onRetry?: (() => void) | undefined; retryLabel?: string }
  | { kind: 'empty'; message: ReactNode; action?: ReactNode; compact?: boolean }
);

/**
 * The one way a page or a table says "loading", "that failed" (with Retry) or "nothing here yet".
 * Loading is a polite status; the error is an alert banner with a Retry button under it (both in the
 * user's language unless the page names them). `compact` fits it inside a card or a tab.
 */
export function PageState(props: PageStateProps) {
  const { t } = useTranslation('common');
  if (props.kind === 'loading') {
    return (
      <div
        role="status"
        className={`flex flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-300 ${
          props.compact ? 'py-10' : 'min-h-[40vh]'
        } ${props.className ?? ''}`}
      >
        <Spinner className="size-8 text-brand-700 dark:text-brand-300" />
        <p className="font-medium text-sm">{props.message ?? t('dataTable.loading')}</p>
      </div>
    );
  }
  if (props.kind === 'error') {
    return (
      <div className={`space-y-3 ${props.className ?? ''}`}>
        <MessageBanner tone="error">{props.message}</MessageBanner>
        {props.onRetry && (
          <Button variant="secondary" onClick={props.onRetry}>
            {props.retryLabel ?? t('dataTable.retry')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div
      className={`rounded-xl border border-slate-300 border-dashed text-center text-slate-600 dark:border-slate-700 dark:text-slate-400 ${
        props.compact ? 'p-6 text-sm' : 'p-10'
      } ${props.className ?? ''}`}
    >
      <p>{props.message}</p>
      {props.action && <div className="mt-4 flex justify-center">{props.action}</div>}
    </div>
  );
}
