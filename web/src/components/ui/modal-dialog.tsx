import { type ReactNode, useCallback, useId, useRef } from 'react';
import { useFocusTrap } from '../../lib/use-focus-trap';

/**
 * A modal dialog: a labelled `role="dialog"` panel over a dimmed page, focus kept inside while it is
 * open (Tab wraps, Escape closes) and returned to the opener when it closes.
 */
export function ModalDialog({
  title,
  description,
  onClose,
  children,
  size = 'md',
}: {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const closeOnEscape = useCallback(() => latestOnClose.current(), []);
  useFocusTrap(panel, true, closeOnEscape);
  const width = size === 'xl' ? 'max-w-4xl' : size === 'lg' ? 'max-w-2xl' : 'max-w-md';
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`max-h-[90vh] w-full ${width} overflow-y-auto rounded-xl bg-white p-6 shadow-xl outline-none dark:bg-slate-900`}
      >
        <h2 id={titleId} className="font-semibold text-lg text-slate-900 dark:text-white">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-1 text-slate-600 text-sm dark:text-slate-400">
            {description}
          </p>
        )}
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}
