import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import type { UserProfile } from '../../../lib/auth/get-profile';
import { useUpdateProfile } from '../api/update-profile';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const filled = (value: string) => value.trim().length > 0;

/** Messages are keys of `account:profile`; the field's label is filled in when shown. */
const personalInfoSchema = z.object({
  firstName: z.string().check(z.refine(filled, 'required'), z.maxLength(200, 'tooLong')),
  lastName: z.string().check(z.refine(filled, 'required'), z.maxLength(200, 'tooLong')),
  email: z.string().check(
    z.refine(filled, 'required'),
    z.refine((value) => !filled(value) || EMAIL_PATTERN.test(value.trim()), 'invalidEmail'),
    z.maxLength(254, 'tooLong'),
  ),
  phone: z.string().check(z.refine(filled, 'required'), z.maxLength(40, 'tooLong')),
});
type PersonalInfo = z.infer<typeof personalInfoSchema>;
type FieldName = keyof PersonalInfo;

const FIELDS: readonly { name: FieldName; type: string; autoComplete: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
];

/** First and last name, e-mail and phone (portal spec §2 /account). */
export function PersonalInfoForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const [result, setResult] = useState<{ tone: 'success' } | { tone: 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<PersonalInfo>({
    resolver: zodResolver(personalInfoSchema),
    values: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
    resetOptions: { keepDirtyValues: true },
    reValidateMode: 'onSubmit',
  });

  const errorText = (name: FieldName, error: FieldError | undefined) =>
    error?.message
      ? t(`profile.${error.message as 'required' | 'invalidEmail' | 'tooLong'}`, { field: t(`profile.${name}`) })
      : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const email = values.email.trim();
      await update.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        // A new address also becomes the sign-in e-mail; send it only when it changed.
        ...(email.toLowerCase() === user.email.toLowerCase() ? {} : { email }),
        phone: values.phone.trim(),
      });
      setResult({ tone: 'success' });
    } catch (error) {
      // The server's message when it has one meant for users (e.g. the e-mail is taken), else the spec's.
      const message =
        error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
          ? error.message
          : t('profile.failed');
      setResult({ tone: 'error', message });
    }
  });

  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
        {t('profile.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        {result?.tone === 'success' && <MessageBanner tone="success">{t('profile.saved')}</MessageBanner>}
        {result?.tone === 'error' && <MessageBanner tone="error">{result.message}</MessageBanner>}
        <div className="grid gap-5 sm:grid-cols-2">
          {FIELDS.map(({ name, type, autoComplete }) => (
            <TextField
              key={name}
              label={t(`profile.${name}`)}
              type={type}
              autoComplete={autoComplete}
              required
              error={errorText(name, errors[name])}
              {...register(name, {
                onChange: () => {
                  clearErrors(name);
                  setResult(null);
                },
              })}
            />
          ))}
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </form>
    </section>
  );
}
