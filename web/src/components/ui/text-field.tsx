import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FormField, formControlClasses } from './form-field';

/**
 * A labelled text input for react-hook-form (spread `register(name)` into it). `after` renders under
 * the input, e.g. a live checklist; pass its id in `describedBy` to tie it to the input.
 */
export function TextField({
  label,
  error,
  hint,
  required = false,
  className,
  after,
  describedBy,
  ...inputProps
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  after?: ReactNode;
  describedBy?: string | undefined;
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
        <>
          <input
            {...inputProps}
            {...control}
            aria-describedby={[control['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
            className={formControlClasses(Boolean(error))}
          />
          {after}
        </>
      )}
    </FormField>
  );
}
