import type { ReactNode } from 'react';
import { WarningIcon } from './icons';

const toneClasses = {
  danger: 'border-red-200 bg-red-50 text-red-900 dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-400/40 dark:bg-amber-950/40 dark:text-amber-50',
} as const;

/**
 * A panel that tells a person something about their documents needs them (expired, denied): announced
 * as an alert, a warning icon, a heading and what the page puts under it.
 */
export function AlertPanel({
  tone,
  title,
  children,
}: {
  tone: keyof typeof toneClasses;
  title: string;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={`rounded-xl border p-5 ${toneClasses[tone]}`}>
      <div className="flex items-start gap-3">
        <WarningIcon className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{title}</h2>
          {children}
        </div>
      </div>
    </div>
  );
}
