import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MessageBanner } from '../../../components/ui/message-banner';
import { TextField } from '../../../components/ui/text-field';
import { signIn } from '../../../lib/auth/session-state';
import { paths } from '../../../paths';
import { type RegisterUserInput, useRegisterUser } from '../api/register-user';
import { SuccessBannerWithSignInLink } from '../components/auth-banner';
import { textLinkClasses } from '../components/auth-card';
import { AuthSubmitButton } from '../components/auth-submit-button';
import { EmailField } from '../components/email-field';
import { GuestAuthPage } from '../components/guest-auth-page';
import { LegalConsentText } from '../components/legal-consent-text';
import { NewPasswordFields } from '../components/new-password-fields';
import { useAuthForm } from '../hooks/use-auth-form';
import { type RegisterFormValues, registerFormSchema } from '../utils/auth-form-schemas';
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
  const registerUser = useRegisterUser();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Spec §5: an error clears when its field is edited (`field`).
  const {
    handleSubmit,
    watch,
    errorText,
    field,
    formState: { errors, isSubmitting },
  } = useAuthForm(registerFormSchema, emptyForm);
  const password = watch('password');
  const confirmation = watch('confirmPassword');

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
        <SuccessBannerWithSignInLink message={t('register.successSignInFailed')} linkText={t('register.signIn')} />
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          type="text"
          autoComplete="given-name"
          required
          error={errorText(errors.firstName)}
          {...field('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          type="text"
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
      <EmailField error={errorText(errors.email)} {...field('email')} />
      <TextField
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        required
        error={errorText(errors.phone)}
        {...field('phone')}
      />
      <NewPasswordFields
        passwordLabel={t('fields.password')}
        password={password}
        confirmation={confirmation}
        errors={errors}
        errorText={errorText}
        passwordField={field('password')}
        confirmPasswordField={field('confirmPassword')}
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

      <AuthSubmitButton busy={busy} label={t('register.submit')} busyLabel={t('register.submitting')} />

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
  return (
    <GuestAuthPage section="register" subtitle={t('register.subtitle')}>
      <RegisterForm />
    </GuestAuthPage>
  );
}
