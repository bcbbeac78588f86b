import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { AuthProviders } from '../../../lib/auth/auth-providers';
import { signIn } from '../../../lib/auth/session-state';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { type RegisterUserInput, useRegisterUser } from '../api/register-user';
import { AuthCard, textLinkClasses } from '../components/auth-card';
import { GuestOnly } from '../components/guest-only';
import { LegalConsentText } from '../components/legal-consent-text';
import { PasswordChecklist, PasswordMatchHint } from '../components/password-checklist';
import { type RegisterFormValues, registerFormSchema, type ValidationKey } from '../utils/auth-form-schemas';
import { type RegistrationErrorKey, registrationErrorOf } from '../utils/registration-error-message';
import '../i18n';

type Outcome =
  | { kind: 'failed'; error: { key: RegistrationErrorKey } | { serverMessage: string } }
  | { kind: 'created' }
  | { kind: 'createdSignInFailed' };

const emptyForm: RegisterFormValues = {
  firstName: '',
  lastName: '',
  licenseNumber: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** Spec §3: the registration payload; the licence number only when it is not blank. */
function toRegistration(values: RegisterFormValues): RegisterUserInput {
  const licenseNumber = values.licenseNumber.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    password: values.password,
    accountType: 'pharmacist',
    ...(licenseNumber ? { licenseNumber } : {}),
  };
}

function RegisterForm() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const checklistId = useId();
  const matchHintId = useId();
  const registerUser = useRegisterUser();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: emptyForm,
    reValidateMode: 'onSubmit',
  });
  const password = watch('password');
  const confirmation = watch('confirmPassword');
  const errorText = (error: FieldError | undefined) =>
    error?.message ? t(`validation.${error.message as ValidationKey}`) : undefined;
  // Spec §5: an error clears when its field is edited.
  const field = <Name extends keyof RegisterFormValues>(name: Name) =>
    register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await registerUser.mutateAsync(toRegistration(values));
    } catch (error) {
      setOutcome({ kind: 'failed', error: registrationErrorOf(error) });
      return;
    }
    setOutcome({ kind: 'created' });
    try {
      // Spec §4: signed in automatically; GuestOnly then sends the new user to their dashboard.
      await signIn({ email: values.email, password: values.password, remember: true });
    } catch {
      setOutcome({ kind: 'createdSignInFailed' });
    }
  });

  const busy = isSubmitting || outcome?.kind === 'created';

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {outcome?.kind === 'failed' && (
        <MessageBanner tone="error">
          {'key' in outcome.error ? t(`register.errors.${outcome.error.key}`) : outcome.error.serverMessage}
        </MessageBanner>
      )}
      {outcome?.kind === 'created' && <MessageBanner tone="success">{t('register.success')}</MessageBanner>}
      {outcome?.kind === 'createdSignInFailed' && (
        <MessageBanner tone="success">
          {t('register.successSignInFailed')}{' '}
          <Link to={paths.signIn} className={textLinkClasses}>
            {t('register.signIn')}
          </Link>
        </MessageBanner>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          error={errorText(errors.firstName)}
          {...field('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          error={errorText(errors.lastName)}
          {...field('lastName')}
        />
      </div>
      <TextField
        label={t('fields.licenseNumber')}
        hint={t('fields.licenseNumberHint')}
        error={errorText(errors.licenseNumber)}
        {...field('licenseNumber')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={errorText(errors.email)}
        {...field('email')}
      />
      <TextField
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        required
        error={errorText(errors.phone)}
        {...field('phone')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        required
        error={errorText(errors.password)}
        describedBy={checklistId}
        after={<PasswordChecklist password={password} id={checklistId} />}
        {...field('password')}
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
        {...field('confirmPassword')}
      />

      <div>
        <label className="flex items-start gap-2.5 text-slate-800 text-sm dark:text-slate-200">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
            {...field('acceptTerms')}
          />
          <span>
            <LegalConsentText i18nKey="register.terms" />
          </span>
        </label>
        {errors.acceptTerms && (
          <p id="accept-terms-error" className="mt-1.5 font-medium text-red-700 text-sm dark:text-red-400">
            {errorText(errors.acceptTerms)}
          </p>
        )}
      </div>

      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <Spinner className="size-4" />}
        {busy ? t('register.submitting') : t('register.submit')}
      </Button>

      <p className="text-center text-slate-700 text-sm dark:text-slate-300">
        {t('register.haveAccount')}{' '}
        <Link to={paths.signIn} state={location.state} className={textLinkClasses}>
          {t('register.signIn')}
        </Link>
      </p>
    </form>
  );
}

/** /register, "Create an ID" (spec §2). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageMeta({ title: t('register.metaTitle'), description: t('register.metaDescription') });
  return (
    <AuthProviders>
      <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
        <GuestOnly>
          <RegisterForm />
        </GuestOnly>
      </AuthCard>
    </AuthProviders>
  );
}
