import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/recovery-i18n';
import { Button } from './button';
import { AlertCircleIcon } from './icons';

export interface PageErrorProps {
  /** The page's code did not arrive, or rendering failed. */
  reason: 'pageLoad' | 'render';
  /** It failed again after Retry: Reload is offered first (a new deploy may have replaced the files). */
  repeated: boolean;
  onRetry: () => void;
  /** The home page in the visitor's language; a plain link, so it also starts the app afresh. */
  homeHref: string;
  /** `main` when nothing around it is the page's main landmark (the whole-app screen, the portal frame). */
  landmark?: 'main' | 'section';
}

/**
 * What the visitor sees instead of a page that failed (never a blank screen): what happened, Retry,
 * and after a repeated failure Reload. The heading takes the focus, so keyboard and screen-reader users
 * land on the message. Its words are in the first bundle (lib/recovery-i18n.ts).
 */
export function PageError({ reason, repeated, onRetry, homeHref, landmark = 'section' }: PageErrorProps) {
  const { t } = useTranslation('recovery');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const text = repeated ? 'repeated' : reason;
  const Landmark = landmark;
  return (
    <Landmark
      aria-labelledby={headingId}
      data-page-error={reason}
      className={`mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28 ${
        landmark === 'main' ? 'min-h-screen justify-center' : ''
      }`}
    >
      <AlertCircleIcon className="size-12 text-red-700 dark:text-red-300" />
      <h1
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="mt-5 font-bold text-3xl text-slate-900 tracking-tight outline-none sm:text-4xl dark:text-white"
      >
        {t(`${text}.title`)}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700 dark:text-slate-300">{t(`${text}.message`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {repeated && <Button onClick={() => window.location.reload()}>{t('reload')}</Button>}
        <Button variant={repeated ? 'secondary' : 'primary'} onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
      <a
        href={homeHref}
        className="mt-6 rounded font-medium text-brand-700 text-sm underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 dark:text-brand-300 dark:hover:text-brand-200 dark:focus-visible:outline-brand-300"
      >
        {t('home')}
      </a>
    </Landmark>
  );
}
