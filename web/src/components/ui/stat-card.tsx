import type { ReactNode } from 'react';

/** One figure with its label: a `dt`/`dd` pair, so it must sit inside a `StatGrid`. */
export function StatCard({ label, value, hint }: { label: ReactNode; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-slate-600 text-sm dark:text-slate-400">{label}</dt>
      <dd className="mt-1 font-bold text-2xl text-slate-900 tabular-nums dark:text-white">{value}</dd>
      {hint && <dd className="mt-1 text-slate-600 text-xs dark:text-slate-400">{hint}</dd>}
    </div>
  );
}

/** The description list that holds stat cards; `columns` picks the grid from small screens up. */
export function StatGrid({
  children,
  columns = 'grid-cols-2 md:grid-cols-4',
  busy,
  className = '',
}: {
  children: ReactNode;
  columns?: string;
  busy?: boolean;
  className?: string;
}) {
  return (
    <dl aria-busy={busy || undefined} className={`grid gap-4 ${columns} ${className}`}>
      {children}
    </dl>
  );
}
