import { PASSWORD_RULES, type PasswordRuleId } from '@lunia/shared/domain/password';
import { type DefaultValues, type FieldError, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/field-error-text';
import { schemaResolver, type ValidatingSchema } from '../../../lib/schema-resolver';
import type { ValidationKey } from '../utils/auth-form-schemas';
import '../i18n';

/** The message of each shared password rule (shared/src/domain/password.ts) in the `auth` namespace. */
const PASSWORD_RULE_KEYS: Record<PasswordRuleId, ValidationKey> = {
  length: 'passwordTooShort',
  number: 'passwordNeedsNumber',
  special: 'passwordNeedsSpecial',
  lowercase: 'passwordNeedsLowercase',
  edges: 'passwordEdges',
};

/**
 * A sign-in, registration or password-reset form: react-hook-form with the form's schema (made of the
 * shared fields) through the one resolver, checked again only on submit. `field(name, label)` gives what
 * a TextField needs: the registration (its error clears when it is edited, spec §5), the label and the
 * error in the visitor's language, in the auth pages' own words where they have them.
 */
export function useAuthForm<Values extends FieldValues, Output>(
  schema: ValidatingSchema<Output>,
  defaultValues: DefaultValues<Values>,
) {
  const { t, i18n } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  // The auth pages' own message for a key, when they have one (their strings are loaded before they render).
  const ownKey = (key: string) =>
    i18n.exists(`validation.${key}`, { ns: 'auth' }) ? (key as ValidationKey) : undefined;
  const form = useForm<Values, unknown, Output>({
    resolver: schemaResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });

  const errorText = (name: string, error: FieldError | undefined, label: string): string | undefined => {
    if (!error) return undefined;
    const key =
      error.type === 'required'
        ? ownKey(`${name}Required`)
        : error.type === 'invalidEmail'
          ? 'emailInvalid'
          : error.type === 'tooLong'
            ? 'tooLong'
            : undefined;
    if (key) return t(`validation.${key}`);
    return fieldErrorText(tCommon, error, label, (message) => {
      const rule = PASSWORD_RULES.find((candidate) => candidate.message === message);
      const key = rule ? PASSWORD_RULE_KEYS[rule.id] : ownKey(message);
      return key && t(`validation.${key}`);
    });
  };

  const field = <Name extends Path<Values>>(name: Name, label: string) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    label,
    error: errorText(name, form.formState.errors[name] as FieldError | undefined, label),
  });
  return { ...form, errorText, field };
}
