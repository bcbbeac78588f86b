import type { DOCUMENT_STATUSES } from '@lunia/shared/api/schemas/documents';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger' | 'brand' | 'violet';

const toneClasses: Record<BadgeTone, string> = {
  neutral:
    'bg-slate-100 text-slate-800 ring-slate-500/30 dark:bg-slate-400/10 dark:text-slate-200 dark:ring-slate-400/30',
  info: 'bg-sky-100 text-sky-900 ring-sky-700/20 dark:bg-sky-400/10 dark:text-sky-200 dark:ring-sky-300/30',
  warning:
    'bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30',
  success:
    'bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/30',
  danger: 'bg-red-100 text-red-900 ring-red-600/30 dark:bg-red-400/10 dark:text-red-200 dark:ring-red-400/30',
  brand:
    'bg-brand-100 text-brand-900 ring-brand-700/20 dark:bg-brand-400/10 dark:text-brand-200 dark:ring-brand-300/30',
  violet:
    'bg-violet-100 text-violet-900 ring-violet-700/20 dark:bg-violet-400/10 dark:text-violet-200 dark:ring-violet-300/30',
};

/** A small rounded label for a status or a role; the tone carries no meaning the text does not say. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${toneClasses[tone]}`}
    >
      {children}
    </span>
  );
}

/** The tone of a document's status, the same wherever a document's status shows. */
export const documentStatusTone: Record<(typeof DOCUMENT_STATUSES)[number] | 'missing', BadgeTone> = {
  missing: 'neutral',
  uploading: 'info',
  pending: 'warning',
  approved: 'success',
  denied: 'danger',
  rejected: 'danger',
};
