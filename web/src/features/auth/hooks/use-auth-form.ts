import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldError, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { $ZodType } from 'zod/v4/core';
import type { ValidationKey } from '../utils/auth-form-schemas';
import '../i18n';

/**
 * A sign-in, registration or password-reset form: react-hook-form with the form's zod rules, checked
 * again only on submit. Also gives `errorText` (a field error in the visitor's language) and `field`
 * (register a field so that its error clears when it is edited, spec §5).
 */
export function useAuthForm<Values extends FieldValues>(
  schema: $ZodType<Values, Values>,
  defaultValues: DefaultValues<Values>,
) {
  const { t } = useTranslation('auth');
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues, reValidateMode: 'onSubmit' });
  const errorText = (error: FieldError | undefined) =>
    error?.message ? t(`validation.${error.message as ValidationKey}`) : undefined;
  const field = <Name extends Path<Values>>(name: Name) =>
    form.register(name, { onChange: () => form.clearErrors(name) });
  return { ...form, errorText, field };
}
