import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { MessageBanner } from '../../../components/ui/message-banner';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../paths';
import '../i18n';

/** The frame of a card on the admin pages. */
export const adminCardClasses =
  'rounded-xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900';

/** Back link to the admin dashboard, the page's only h1 and its subtitle; `actions` sit on the right. */
export function AdminPageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <ButtonLink to={paths.adminDashboard} variant="ghost" className="-ml-3">
        <ArrowLeftIcon className="size-4" />
        {t('common.back')}
      </ButtonLink>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{title}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p>
        </div>
        {actions}
      </div>
    </>
  );
}

/** The error view of an admin page or section: the spec's message (an alert) and Retry. */
export function LoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-3">
      <MessageBanner tone="error">{message}</MessageBanner>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** A spinner with its message inside a card or section (the page-level one is `LoadingState`). */
export function SectionLoading({ message }: { message: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-6 text-slate-600 text-sm dark:text-slate-300">
      <Spinner className="size-5 text-brand-700 dark:text-brand-300" />
      <span>{message}</span>
    </div>
  );
}

/** The "Coming Soon" mark of a feature that does not exist yet (no control is offered with it). */
export function ComingSoonBadge() {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-violet-100 px-2.5 py-0.5 font-medium text-violet-800 text-xs ring-1 ring-violet-600/20 ring-inset dark:bg-violet-400/10 dark:text-violet-200 dark:ring-violet-400/30">
      {t('common.comingSoon')}
    </span>
  );
}
