import type { ReactNode } from 'react';
import { Button } from './button';
import { MessageBanner } from './message-banner';
import { ModalDialog } from './modal-dialog';

const destructiveClasses = 'bg-red-700 hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300';

/**
 * A confirmation before an action that cannot be undone (delete a location, cancel an invite): the
 * question, the failure of the last attempt if any, Cancel and the confirming button (red when the
 * action destroys something), which shows `busyLabel` while the action runs.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  failure,
  destructive = true,
  confirmDisabled = false,
  children,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  failure?: ReactNode;
  destructive?: boolean;
  /** The confirming button waits for what `children` asks (e.g. the name typed again). */
  confirmDisabled?: boolean;
  /** What the confirmation asks for besides the question (e.g. a field), under the failure. */
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog title={title} description={message} onClose={onClose}>
      {failure && <MessageBanner tone="error">{failure}</MessageBanner>}
      {children}
      <div className="mt-4 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
          className={destructive ? destructiveClasses : undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
