import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { explainApiError } from '../utils/api-error-message';
import { adminCardClasses } from './admin-page';
import '../i18n';

/**
 * The frame of a maintenance job's card on /admin/settings (super admin: the counter recount, the
 * index backfill): title, what the job does, the start button, and a polite live region with the start's
 * or the progress read's failure and the job's own progress or result (`children`). Each card brings its
 * words (`admin:settings.<job>.*`) and follows its job with its own query.
 */
export function MaintenanceJobCard(props: {
  texts: {
    title: string;
    description: string;
    start: string;
    running: string;
    startFailed: string;
    readFailed: string;
  };
  onStart: () => void;
  running: boolean;
  startError: unknown;
  readFailed: boolean;
  children: ReactNode;
}) {
  const { t: tCommon } = useTranslation();
  const headingId = useId();
  const { texts } = props;
  const explained = props.startError ? explainApiError(props.startError) : null;
  return (
    <section aria-labelledby={headingId} className={adminCardClasses}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id={headingId} className="font-semibold text-lg text-slate-900 dark:text-white">
            {texts.title}
          </h2>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{texts.description}</p>
        </div>
        <Button onClick={props.onStart} disabled={props.running}>
          {props.running ? texts.running : texts.start}
        </Button>
      </div>
      <div className="mt-4 space-y-3" aria-live="polite">
        {props.startError ? (
          <MessageBanner tone="error">
            {explained ? apiErrorMessage(tCommon, explained) : texts.startFailed}
          </MessageBanner>
        ) : null}
        {props.readFailed && <MessageBanner tone="error">{texts.readFailed}</MessageBanner>}
        {props.children}
      </div>
    </section>
  );
}

/** A running job's status line, with the spinner. */
export function JobProgressLine({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-slate-700 text-sm dark:text-slate-300">
      <Spinner className="size-4" />
      {children}
    </p>
  );
}
