import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { FormField, formControlClasses } from './form-field';

/** A labelled native select for react-hook-form (spread `register(name)` into it); options as children. */
export function SelectField({
  label,
  error,
  hint,
  required = false,
  className,
  children,
  ...selectProps
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  children: ReactNode;
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
        <select {...selectProps} {...control} className={formControlClasses(Boolean(error))}>
          {children}
        </select>
      )}
    </FormField>
  );
}
