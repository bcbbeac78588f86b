import type { TextareaHTMLAttributes } from 'react';
import { type FieldProps, FormField, splitFieldProps } from './form-field';

/** A labelled textarea for react-hook-form (spread `register(name)` into it). */
export function TextAreaField(props: FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const [shell, textareaProps] = splitFieldProps(props);
  return <FormField {...shell}>{(control) => <textarea rows={4} {...textareaProps} {...control} />}</FormField>;
}
