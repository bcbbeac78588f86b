import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** The frame of a card on the admin pages. */
export const adminCardClasses =
  'rounded-xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900';

/**
 * The page's only h1 and its subtitle; `actions` sit on the right. The admin layout's section
 * navigation leads back to the dashboard, so the page needs no link of its own.
 */
export function AdminPageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p>
      </div>
      {actions}
    </div>
  );
}

/** A section of an admin page: a card with its h2 (and description), then its content. */
export function AdminCard({
  headingId,
  title,
  description,
  children,
}: {
  headingId: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={adminCardClasses}>
      <h2 id={headingId} className="font-semibold text-lg text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{description}</p>
      {children}
    </section>
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
