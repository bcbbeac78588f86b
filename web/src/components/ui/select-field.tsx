import type { ReactNode, SelectHTMLAttributes } from 'react';
import { type FieldProps, FormField, splitFieldProps } from './form-field';

/** A labelled native select for react-hook-form (spread `register(name)` into it); options as children. */
export function SelectField(props: FieldProps<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode }) {
  const [shell, { children, ...selectProps }] = splitFieldProps(props);
  return (
    <FormField {...shell}>
      {(control) => (
        <select {...selectProps} {...control}>
          {children}
        </select>
      )}
    </FormField>
  );
}
