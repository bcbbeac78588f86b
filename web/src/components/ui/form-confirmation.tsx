import { useEffect, useRef } from 'react';
import { Button } from './button-base';
import { CheckCircleIcon } from './icons';

/**
 * The view that replaces a form once it was sent; focus moves to its heading so it is announced. Without
 * `onAgain` it has no button (the beta form comes back by itself).
 */
export function FormConfirmation({
  title,
  message,
  againLabel,
  onAgain,
}: {
  title: string;
  message: string;
  againLabel?: string;
  onAgain?: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-12 text-center dark:border-emerald-400/30 dark:bg-emerald-400/10"
    >
      <CheckCircleIcon className="size-12 text-emerald-700 dark:text-emerald-300" />
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 font-semibold text-2xl text-slate-900 outline-none dark:text-white"
      >
        {title}
      </h3>
      <p className="mt-2 max-w-md text-slate-700 dark:text-slate-200">{message}</p>
      {onAgain && (
        <Button variant="secondary" className="mt-6" onClick={onAgain}>
          {againLabel}
        </Button>
      )}
    </div>
  );
}
