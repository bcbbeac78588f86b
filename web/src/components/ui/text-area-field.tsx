import { type TextareaHTMLAttributes, useId } from 'react';
import { FormField, formControlClasses } from './form-field';

/** A labelled textarea for react-hook-form (spread `register(name)` into it). */
export function TextAreaField({
  label,
  error,
  hint,
  required = false,
  className,
  ...textareaProps
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
}) {
  const id = useId();
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      {...(hint ? { hint } : {})}
      {...(error ? { error } : {})}
      {...(className ? { className } : {})}
    >
      {(control) => (
        <textarea rows={4} {...textareaProps} {...control} className={formControlClasses(Boolean(error))} />
      )}
    </FormField>
  );
}
