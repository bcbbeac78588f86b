import type { DocumentType } from '@lunia/shared/domain/constants';
import { type ExpiryDateProblem, expiryDateRequired } from '@lunia/shared/domain/document-expiry';
import { useTranslation } from 'react-i18next';
import { formControlClasses } from '../../../components/ui/form-field';
import '../../../lib/expiry-i18n';

/** The id of a document type's expiry date input (the expired-document alert moves focus there). */
export const expiryFieldId = (type: DocumentType) => `expires-on-${type}`;

/**
 * "Expiry date" of the file about to be uploaded for one document type (issue 14): a native date input
 * (keyboard and screen-reader friendly in every browser), required for licence types and marked
 * "(optional)" otherwise, the hint "As printed on the document", and the problem, if any, translated.
 */
export function ExpiryDateField({
  type,
  typeLabel,
  value,
  problem,
  disabled,
  min,
  onChange,
}: {
  type: DocumentType;
  typeLabel: string;
  value: string;
  problem: ExpiryDateProblem | null;
  disabled: boolean;
  min: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('expiry');
  const id = expiryFieldId(type);
  const required = expiryDateRequired(type);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
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
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1.5 max-w-56 ${formControlClasses(problem !== null)}`}
      />
      <p id={hintId} className="mt-1 text-slate-600 text-xs dark:text-slate-400">
        {t('field.hint')}
      </p>
      {problem && (
        <p id={errorId} role="alert" className="mt-1 font-medium text-red-700 text-sm dark:text-red-400">
          {t(`problems.${problem}`)}
        </p>
      )}
    </div>
  );
}
