import type { ReactNode } from 'react';

/** The tinted hero at the top of a marketing page. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  before,
}: {
  eyebrow?: ReactNode;
  title: string;
  lead: string;
  /** Actions under the lead. */
  children?: ReactNode;
  /** Above the eyebrow (e.g. a back link). */
  before?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white dark:from-brand-950 dark:to-slate-950">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pb-20 lg:px-8">
        {before}
        <div className={`max-w-3xl ${before ? 'mt-10' : 'mt-8 sm:mt-12'}`}>
          {eyebrow && (
            <div className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
              {eyebrow}
            </div>
          )}
          <h1 className="mt-4 font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl dark:text-white">{title}</h1>
          <p className="mt-6 text-lg text-slate-700 leading-relaxed dark:text-slate-300">{lead}</p>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
      </div>
    </section>
  );
}

/** Eyebrow, heading and optional intro of a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  centered = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  centered?: boolean;
}) {
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && (
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">{eyebrow}</p>
      )}
      <h2
        id={id}
        className={`${eyebrow ? 'mt-3 ' : ''}font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white`}
      >
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-slate-700 leading-relaxed dark:text-slate-300">{intro}</p>}
    </div>
  );
}

/** The gradient call-to-action band that closes a page. */
export function FinalCallToAction({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section aria-labelledby="final-cta-heading" className="px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl rounded-3xl bg-gradient-to-br from-brand-800 to-blue-800 px-6 py-14 text-center sm:px-12">
        <h2 id="final-cta-heading" className="font-bold text-3xl text-white tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-brand-50 text-lg">{body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}

export const cardClasses =
  'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900';

export const iconTileClasses =
  'inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-400/15 dark:text-brand-200';

export const textLinkClasses =
  'rounded font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200 dark:focus-visible:outline-brand-300';
