import type { ReactNode, Ref } from 'react';
import { ButtonLink } from './button';
import { ArrowLeftIcon } from './icons';

export const portalCardClasses =
  'rounded-xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900';

/** The title of a signed-in page, its lead and (optionally) a link back, with anything that belongs under them. */
export function PortalPageHeader({
  title,
  subtitle,
  back,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <>
      {back && (
        <ButtonLink to={back.to} variant="ghost" className="-ml-3">
          <ArrowLeftIcon className="size-4" />
          {back.label}
        </ButtonLink>
      )}
      <div className="min-w-0">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p>}
        {children}
      </div>
    </>
  );
}

/**
 * A titled card of a signed-in page: a section named by its heading, an optional description under the
 * heading, optional actions beside it (they wrap under it on a phone), then the card's content.
 * `bare` drops the card's frame for a section that sits inside another card.
 */
export function PortalCard({
  headingId,
  title,
  description,
  actions,
  headingLevel = 2,
  headingRef,
  id,
  className = '',
  bare = false,
  children,
}: {
  headingId: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  /** For a card that takes the focus when it opens (the heading is then focusable). */
  headingRef?: Ref<HTMLHeadingElement>;
  id?: string;
  className?: string;
  bare?: boolean;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heading = (
    <div className="min-w-0">
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="font-semibold text-lg text-slate-900 outline-none dark:text-white"
      >
        {title}
      </Heading>
      {description && <div className="mt-1 text-slate-600 text-sm dark:text-slate-400">{description}</div>}
    </div>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={`${bare ? '' : portalCardClasses} ${className}`.trim()}>
      {actions ? (
        <div className="flex flex-wrap items-start justify-between gap-4">
          {heading}
          <div className="flex flex-wrap gap-3">{actions}</div>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
