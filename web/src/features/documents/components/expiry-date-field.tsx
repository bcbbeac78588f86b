import type { DocumentType } from '@lunia/shared/domain/constants';
import type { StaggeredExpiryDetails } from '@lunia/shared/domain/credentials/staggered-registration';
import { type ExpiryDateProblem, expiryDateRequired } from '@lunia/shared/domain/document-expiry';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formControlClasses } from '../../../components/ui/form-field';
import { currentLanguage } from '../../../lib/i18n';
import { monthMismatchWords } from '../document-rules';
import '../../../lib/expiry-i18n';

/** The id of a document type's expiry date input (the expired-document alert moves focus there). */
export const expiryFieldId = (type: DocumentType) => `expires-on-${type}`;

/**
 * "Expiry date" of the file about to be uploaded for one document type (issue 14): a native date input
 * (keyboard and screen-reader friendly in every browser), required for licence types and marked
 * "(optional)" otherwise, the hint "As printed on the document", and the problem, if any, translated.
 * A renewal refused for leaving the registration's month of first registration says that month and
 * offers the date the API proposed (`mismatch`), which a button puts in the field.
 */
export function ExpiryDateField({
  type,
  typeLabel,
  value,
  problem,
  disabled,
  min,
  onChange,
  mismatch = null,
}: {
  type: DocumentType;
  typeLabel: string;
  value: string;
  problem: ExpiryDateProblem | null;
  disabled: boolean;
  min: string;
  onChange: (value: string) => void;
  mismatch?: StaggeredExpiryDetails | null;
}) {
  const { t, i18n } = useTranslation('expiry');
  const id = expiryFieldId(type);
  const required = expiryDateRequired(type);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = problem !== null || mismatch !== null;
  const words = mismatch && monthMismatchWords(mismatch, currentLanguage(i18n.language));
  function acceptProposal(date: string) {
    onChange(date);
    // The button leaves with the message: the field, now holding the date, takes the focus.
    window.document.getElementById(id)?.focus();
  }
  return (
    <div className="mt-4">
      <label htmlFor={id} className="font-medium text-slate-900 text-sm dark:text-slate-100">
        {t('field.label')}
        <span className="sr-only"> {t('field.for', { type: typeLabel })}</span>
        {!required && <span className="font-normal text-slate-600 dark:text-slate-400"> {t('field.optional')}</span>}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        required={required}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1.5 max-w-56 ${formControlClasses(invalid)}`}
      />
      <p id={hintId} className="mt-1 text-slate-600 text-xs dark:text-slate-400">
        {t('field.hint')}
      </p>
      {problem && (
        <p id={errorId} role="alert" className="mt-1 font-medium text-red-700 text-sm dark:text-red-400">
          {t(`problems.${problem}`)}
        </p>
      )}
      {mismatch && words && (
        <div role="alert" className="mt-1">
          <p id={errorId} className="font-medium text-red-700 text-sm dark:text-red-400">
            {t('staggered.message', { month: words.month })}
          </p>
          <Button
            variant="secondary"
            className="mt-2 px-3 py-1.5"
            disabled={disabled}
            onClick={() => acceptProposal(mismatch.proposedExpiresOn)}
          >
            {t('staggered.use', { date: words.date })}
          </Button>
        </div>
      )}
    </div>
  );
}
