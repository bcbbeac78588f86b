import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { PasswordChecklist, PasswordMatchHint } from './password-checklist';

/**
 * The new password and its confirmation (registration, password reset): the live checklist under the
 * password, and the "Passwords match" hint under the confirmation while it has no error.
 */
export function NewPasswordFields({
  passwordLabel,
  password,
  confirmation,
  errors,
  errorText,
  passwordField,
  confirmPasswordField,
}: {
  passwordLabel: string;
  password: string;
  confirmation: string;
  errors: { password?: FieldError | undefined; confirmPassword?: FieldError | undefined };
  errorText: (error: FieldError | undefined) => string | undefined;
  passwordField: UseFormRegisterReturn;
  confirmPasswordField: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('auth');
  const checklistId = useId();
  const matchHintId = useId();
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        error={errorText(errors.password)}
        describedBy={checklistId}
        after={<PasswordChecklist password={password} id={checklistId} />}
        {...passwordField}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errorText(errors.confirmPassword)}
        describedBy={errors.confirmPassword ? undefined : matchHintId}
        after={
          errors.confirmPassword ? null : (
            <PasswordMatchHint password={password} confirmation={confirmation} id={matchHintId} />
          )
        }
        {...confirmPasswordField}
      />
    </>
  );
}
