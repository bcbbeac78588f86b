import { correctDocumentExpiryBody } from '@lunia/shared/api/schemas/admin-documents';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ExpiryBadge } from '../../../components/ui/expiry-badge';
import { formControlClasses } from '../../../components/ui/form-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { schemaResolver } from '../../../lib/schema-resolver';
import '../i18n';

export type ExpiryCorrectionProblem = 'required' | 'invalid' | 'unchanged' | 'failed' | 'notFound';

/**
 * "Correct expiry date" (issue 14): the current date with its state, a date input (a past date is
 * allowed: the admin records what the document says) and Save. Keyboard: Tab through, Enter saves,
 * Escape closes; the problem is announced and tied to the field.
 */
export function ExpiryCorrectionDialog({
  typeLabel,
  owner,
  expiresOn,
  busy,
  error,
  onSave,
  onClose,
}: {
  typeLabel: string;
  owner: string;
  expiresOn: string | null;
  busy: boolean;
  /** The server's refusal, if the last save failed. */
  error: ExpiryCorrectionProblem | null;
  onSave: (expiresOn: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin-review');
  const language = currentLanguage(i18n.language);
  // The API's own rule for the date (shared `correctDocumentExpiryBody`); an unchanged date is this form's.
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: schemaResolver(correctDocumentExpiryBody),
    defaultValues: { expiresOn: expiresOn ?? '' },
    reValidateMode: 'onSubmit',
  });
  const reason = errors.expiresOn?.type;
  const problem: ExpiryCorrectionProblem | null = !reason
    ? null
    : reason === 'unchanged'
      ? 'unchanged'
      : getValues('expiresOn') === ''
        ? 'required'
        : 'invalid';
  const shown = problem ?? error;
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const save = handleSubmit(({ expiresOn: value }) => {
    if (value === expiresOn) setError('expiresOn', { type: 'unchanged' }, { shouldFocus: true });
    else onSave(value);
  });

  return (
    <ModalDialog
      title={t('expiry.dialogTitle')}
      description={t('expiry.dialogDescription', { type: typeLabel, owner })}
      onClose={onClose}
    >
      <form noValidate onSubmit={save}>
        <p className="flex flex-wrap items-center gap-2 text-slate-700 text-sm dark:text-slate-300">
          <span>{t('expiry.current')}:</span>
          <span className="font-medium text-slate-900 dark:text-white">
            {expiresOn ? formatDate(expiresOn, language) : t('expiry.none')}
          </span>
          <ExpiryBadge expiresOn={expiresOn} />
        </p>
        <label htmlFor={fieldId} className="mt-4 block font-medium text-slate-900 text-sm dark:text-white">
          {t('expiry.newDate')}
        </label>
        <input
          id={fieldId}
          type="date"
          required
          {...register('expiresOn', { onChange: () => clearErrors('expiresOn') })}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${errorId} ${hintId}` : hintId}
          className={`mt-1 max-w-56 ${formControlClasses(shown !== null)}`}
        />
        <p id={hintId} className="mt-1 text-slate-600 text-xs dark:text-slate-400">
          {t('expiry.hint')}
        </p>
        {shown && (
          <p id={errorId} role="alert" className="mt-2 font-medium text-red-700 text-sm dark:text-red-300">
            {t(`expiry.${shown}`)}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('expiry.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('expiry.saving') : t('expiry.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
