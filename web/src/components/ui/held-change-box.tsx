import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-error-message';
import { notify } from '../../lib/notifications';
import { Badge } from './badge';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/** The withdrawal of a held change, as the entity's mutation hook returns it. */
export interface WithdrawHeldChange {
  mutateAsync: () => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface HeldChangeText {
  title: string;
  badge: string;
  description: string;
  withdraw: string;
  confirmTitle: string;
  confirmMessage: string;
  confirm: string;
  busy: string;
  cancel: string;
  withdrawnTitle: string;
  withdrawn: string;
}

/**
 * A change held for Lunia's review (an organization's legal name or licence number, a person's legal
 * name): what was asked for beside what is on file, and Withdraw, confirmed in the one dialog. A failed
 * withdrawal is shown in the dialog, which stays open; a done one is announced.
 */
export function HeldChangeBox({
  text,
  rows,
  withdraw,
  heading: Heading = 'h3',
  className = 'mt-4',
}: {
  text: HeldChangeText;
  rows: { key: string; label: string; value: string }[];
  withdraw: WithdrawHeldChange;
  heading?: 'h3' | 'h4';
  className?: string;
}) {
  const { t: tCommon } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();

  async function confirm() {
    try {
      await withdraw.mutateAsync();
    } catch {
      return; // The dialog shows the failure (withdraw.error).
    }
    setConfirming(false);
    notify({ type: 'success', title: text.withdrawnTitle, message: text.withdrawn });
  }

  return (
    <section
      aria-labelledby={headingId}
      className={`${className} rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-400/40 dark:bg-amber-950/30`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={headingId} className="font-semibold text-slate-900 text-sm dark:text-white">
          {text.title}
        </Heading>
        <Badge tone="warning">{text.badge}</Badge>
      </div>
      <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">{text.description}</p>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="min-w-0">
            <dt className="font-medium text-slate-900 dark:text-white">{row.label}</dt>
            <dd className="break-words text-slate-700 dark:text-slate-300">{row.value}</dd>
          </div>
        ))}
      </dl>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => {
          withdraw.reset();
          setConfirming(true);
        }}
      >
        {text.withdraw}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={text.confirmTitle}
          message={text.confirmMessage}
          confirmLabel={text.confirm}
          busyLabel={text.busy}
          cancelLabel={text.cancel}
          busy={withdraw.isPending}
          destructive={false}
          failure={withdraw.isError ? apiErrorMessage(tCommon, withdraw.error) : null}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
