import { type ComponentProps, useId } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { PasswordChecklist, PasswordMatchHint } from './password-checklist';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'required'> & { label: string };

/**
 * The new password and its confirmation (registration, password reset): the live checklist under the
 * password, and the "Passwords match" hint under the confirmation while it has no error. Spread
 * `field(name, label)` of the form into each.
 */
export function NewPasswordFields({
  password,
  confirmation,
  passwordField,
  confirmPasswordField,
}: {
  password: string;
  confirmation: string;
  passwordField: FieldProps;
  confirmPasswordField: FieldProps;
}) {
  const checklistId = useId();
  const matchHintId = useId();
  const mismatch = Boolean(confirmPasswordField.error);
  return (
    <>
      <TextField
        type="password"
        autoComplete="new-password"
        required
        describedBy={checklistId}
        after={<PasswordChecklist password={password} id={checklistId} />}
        {...passwordField}
      />
      <TextField
        type="password"
        autoComplete="new-password"
        required
        describedBy={mismatch ? undefined : matchHintId}
        after={mismatch ? null : <PasswordMatchHint password={password} confirmation={confirmation} id={matchHintId} />}
        {...confirmPasswordField}
      />
    </>
  );
}
