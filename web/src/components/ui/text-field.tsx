import type { InputHTMLAttributes, ReactNode } from 'react';
import { type FieldProps, FormField, splitFieldProps } from './form-field';

/**
 * A labelled text input for react-hook-form (spread `register(name)` into it). `after` renders under
 * the input, e.g. a live checklist; pass its id in `describedBy` to tie it to the input.
 */
export function TextField({
  after,
  ...props
}: FieldProps<InputHTMLAttributes<HTMLInputElement>> & { after?: ReactNode }) {
  const [shell, inputProps] = splitFieldProps(props);
  return (
    <FormField {...shell}>
      {(control) => (
        <>
          <input {...inputProps} {...control} />
          {after}
        </>
      )}
    </FormField>
  );
}
