import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, type Ref, useEffect, useState } from 'react';

interface CommonProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The dialog panel (the full-screen variant puts it in full screen with the Fullscreen API). */
  ref?: Ref<HTMLDivElement>;
}

type ModalDialogProps = CommonProps &
  (
    | { size?: 'md' | 'lg' | 'xl'; description?: string; toolbar?: never }
    | { size: 'full'; description?: never; toolbar?: ReactNode }
  );

const widths = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/** The element that had focus when the dialog opened, to give focus back to when it closes. */
function useOpener(): Element | null {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  return opener;
}

/** The page behind the dialog does not scroll while it is open (nested dialogs restore in turn). */
function useScrollLock() {
  useEffect(() => {
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);
}

/**
 * The one modal dialog of the app, on Radix Dialog: labelled by its title (and described by its
 * description), focus moved inside and kept there, the rest of the page hidden from assistive
 * technology and unreachable by pointer, the page scroll locked, Escape closes, and focus goes back to
 * the element that opened it. A click outside does not close it (a half-filled form is not lost).
 * Sizes `md`, `lg` and `xl` are a centred panel over a dimmed page; `full` covers the screen (the
 * document viewer) with a dark title bar that holds `toolbar`.
 *
 * Radix's Overlay is not used: its scroll lock injects a `<style>` element, which the
 * Content-Security-Policy's style-src refuses; the lock here sets the body's style through the CSSOM.
 */
export function ModalDialog({ title, description, onClose, children, size = 'md', toolbar, ref }: ModalDialogProps) {
  const opener = useOpener();
  useScrollLock();
  const content = (className: string, body: ReactNode) => (
    <Dialog.Content
      ref={ref}
      aria-modal="true"
      // Without a description Radix would still point aria-describedby at one.
      {...(description ? {} : { 'aria-describedby': undefined })}
      className={className}
      onInteractOutside={(event) => event.preventDefault()}
      onCloseAutoFocus={(event) => {
        // Radix returns focus to its Trigger, which callers do not use: return it to the opener instead.
        event.preventDefault();
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      }}
    >
      {body}
    </Dialog.Content>
  );
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        {size === 'full' ? (
          content(
            'fixed inset-0 z-[60] flex flex-col bg-slate-950 text-white outline-none',
            <>
              <div className="flex flex-wrap items-center gap-2 border-white/10 border-b px-4 py-2">
                <Dialog.Title className="mr-auto min-w-0 truncate font-semibold">{title}</Dialog.Title>
                {toolbar}
              </div>
              <div className="flex min-h-0 flex-1 flex-col">{children}</div>
            </>,
          )
        ) : (
          <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4">
            {content(
              `max-h-[90vh] w-full ${widths[size]} overflow-y-auto rounded-xl bg-white p-6 shadow-xl outline-none dark:bg-slate-900`,
              <>
                <Dialog.Title className="font-semibold text-lg text-slate-900 dark:text-white">{title}</Dialog.Title>
                {description && (
                  <Dialog.Description className="mt-1 text-slate-600 text-sm dark:text-slate-400">
                    {description}
                  </Dialog.Description>
                )}
                <div className="mt-4">{children}</div>
              </>,
            )}
          </div>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
