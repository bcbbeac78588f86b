import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formControlClasses } from '../../../components/ui/form-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ExpiryValue } from './review-card';
import '../i18n';

/** Approve (optional notes) or deny (required reason, spec §5) one document. */
export function DecisionDialog({
  decision,
  typeLabel,
  owner,
  expiresOn,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  decision: 'approve' | 'deny';
  typeLabel: string;
  owner: string;
  /** The document's expiry date (issue 14): the reviewer checks it against the file before approving. */
  expiresOn: string | null;
  busy: boolean;
  error: string | null;
  onConfirm: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-review');
  const [text, setText] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const shownError = missingReason ? t('errors.reasonRequired') : error;

  function confirm() {
    if (decision === 'deny' && !text.trim()) {
      setMissingReason(true);
      return;
    }
    onConfirm(text.trim());
  }

  return (
    <ModalDialog
      title={t(`${decision}.title`)}
      description={t(`${decision}.description`, { type: typeLabel, owner })}
      onClose={onClose}
    >
      <p className="mb-4 flex flex-wrap items-center gap-2 text-slate-700 text-sm dark:text-slate-300">
        <span>{t('expiry.label')}:</span>
        <span className="font-medium text-slate-900 dark:text-white">
          <ExpiryValue expiresOn={expiresOn} />
        </span>
      </p>
      <label htmlFor={fieldId} className="block font-medium text-slate-900 text-sm dark:text-white">
        {decision === 'approve' ? t('approve.notes') : t('deny.reason')}
      </label>
      <textarea
        id={fieldId}
        rows={4}
        value={text}
        required={decision === 'deny'}
        aria-invalid={decision === 'deny' && missingReason}
        aria-describedby={shownError ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setMissingReason(false);
        }}
        className={`mt-1 ${formControlClasses(decision === 'deny' && missingReason)}`}
      />
      {shownError && (
        <p id={errorId} role="alert" className="mt-2 font-medium text-red-700 text-sm dark:text-red-300">
          {shownError}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t(`${decision}.cancel`)}
        </Button>
        <Button
          onClick={confirm}
          disabled={busy}
          className={decision === 'deny' ? 'bg-red-700 hover:bg-red-800 dark:bg-red-400 dark:hover:bg-red-300' : ''}
        >
          {busy ? t(`${decision}.working`) : t(`${decision}.confirm`)}
        </Button>
      </div>
    </ModalDialog>
  );
}
