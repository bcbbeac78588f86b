import type { ReactNode } from 'react';
import { AlertCircleIcon, CheckCircleIcon } from './icons';

export type MessageTone = 'error' | 'success' | 'info';

const toneClasses: Record<MessageTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-200',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-400/40 dark:bg-emerald-950/40 dark:text-emerald-200',
  info: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-400/40 dark:bg-sky-950/40 dark:text-sky-100',
};

/**
 * A red (error), green (success) or blue (info) banner. Errors are alerts (announced at once); the
 * others are polite status messages.
 */
export function MessageBanner({
  tone,
  children,
  className = '',
}: {
  tone: MessageTone;
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? AlertCircleIcon : CheckCircleIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${toneClasses[tone]} ${className}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="font-medium">{children}</div>
    </div>
  );
}
