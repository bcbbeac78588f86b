import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';

/** The required e-mail field of the auth forms; spread `field('email', label)` into it. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'required'>) {
  return <TextField type="email" autoComplete="email" required {...props} />;
}
