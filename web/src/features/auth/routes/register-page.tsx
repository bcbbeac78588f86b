import type { Language } from '@lunia/shared/domain/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MessageBanner } from '../../../components/ui/message-banner';
import { TextField } from '../../../components/ui/text-field';
import type { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { readSignInRedirectState } from '../../../lib/auth/redirect-state';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../paths';
import { type RegisterUserInput, useRegisterUser } from '../api/register-user';
import { AuthSubmitButton } from '../components/auth-submit-button';
import { EmailField } from '../components/email-field';
import { GuestAuthPage } from '../components/guest-auth-page';
import { InvitationNotice, useInvitationContext } from '../components/invitation-notice';
import { LegalConsentText } from '../components/legal-consent-text';
import { NewPasswordFields } from '../components/new-password-fields';
import { OtherGuestPageLink } from '../components/other-guest-page-link';
import { useAuthForm } from '../hooks/use-auth-form';
import { type RegisterFormOutput, type RegisterFormValues, registerFormSchema } from '../utils/auth-form-schemas';
import type { ConfirmStepState } from '../utils/confirm-step';
import { holdCredentials, recordCodeSent } from '../utils/pending-confirmation';
import { type RegistrationErrorKey, registrationErrorOf } from '../utils/registration-error-message';
import '../i18n';

type Outcome = { kind: 'failed'; error: { key: RegistrationErrorKey } | { apiError: ApiError } } | { kind: 'created' };

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

/**
 * Spec §3: the registration payload (the shared schema's output); the licence number only when it is not
 * blank. The language the visitor registers in is the language of the account's e-mails, starting with
 * the code e-mail (they can change it later in their account).
 */
function toRegistration(
  { confirmPassword: _confirmation, acceptTerms: _accepted, licenseNumber, ...values }: RegisterFormOutput,
  language: Language,
): RegisterUserInput {
  return { ...values, language, ...(licenseNumber ? { licenseNumber } : {}) };
}

function RegisterForm() {
  const { t, i18n } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const location = useLocation();
  const registerUser = useRegisterUser();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Spec §5: an error clears when its field is edited (`field`).
  const form = useAuthForm(registerFormSchema, emptyForm);
  const {
    handleSubmit,
    watch,
    field,
    formState: { isSubmitting },
  } = form;
  // Issue 25: an invitation link opened signed out names its organization and prefills its address.
  const { invitation, closed: closedInvitation } = useInvitationContext(form);
  const acceptTerms = field('acceptTerms', '');
  const password = watch('password');
  const confirmation = watch('confirmPassword');

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    let email: string;
    try {
      ({ email } = await registerUser.mutateAsync(toRegistration(values, currentLanguage(i18n.language))));
    } catch (error) {
      setOutcome({ kind: 'failed', error: registrationErrorOf(error) });
      return;
    }
    // Issue 25: the account waits for the e-mailed code; the confirm step signs in with this password.
    setOutcome({ kind: 'created' });
    holdCredentials({ email, password: values.password });
    recordCodeSent(email);
    const { from } = readSignInRedirectState(location.state);
    const step: ConfirmStepState = { email, ...(from ? { from } : {}) };
    navigate(paths.confirmRegistration, { state: step });
  });

  const busy = isSubmitting || outcome?.kind === 'created';

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <InvitationNotice invitation={invitation} closed={closedInvitation} />
      {outcome?.kind === 'failed' && (
        <MessageBanner tone="error">
          {'key' in outcome.error
            ? t(`register.errors.${outcome.error.key}`)
            : apiErrorMessage(tCommon, outcome.error.apiError)}
        </MessageBanner>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField type="text" autoComplete="given-name" required {...field('firstName', t('fields.firstName'))} />
        <TextField type="text" autoComplete="family-name" required {...field('lastName', t('fields.lastName'))} />
      </div>
      <TextField hint={t('fields.licenseNumberHint')} {...field('licenseNumber', t('fields.licenseNumber'))} />
      <EmailField {...field('email', t('fields.email'))} />
      <TextField type="tel" autoComplete="tel" required {...field('phone', t('fields.phone'))} />
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        passwordField={field('password', t('fields.password'))}
        confirmPasswordField={field('confirmPassword', t('fields.confirmPassword'))}
      />

      <div>
        <label className="flex items-start gap-2.5 text-slate-800 text-sm dark:text-slate-200">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700"
            aria-invalid={acceptTerms.error ? true : undefined}
            aria-describedby={acceptTerms.error ? 'accept-terms-error' : undefined}
            name={acceptTerms.name}
            ref={acceptTerms.ref}
            onChange={acceptTerms.onChange}
            onBlur={acceptTerms.onBlur}
          />
          <span>
            <LegalConsentText i18nKey="register.terms" />
          </span>
        </label>
        {acceptTerms.error && (
          <p id="accept-terms-error" className="mt-1.5 font-medium text-red-700 text-sm dark:text-red-400">
            {acceptTerms.error}
          </p>
        )}
      </div>

      <AuthSubmitButton busy={busy} label={t('register.submit')} busyLabel={t('register.submitting')} />

      <OtherGuestPageLink question={t('register.haveAccount')} to={paths.signIn} label={t('register.signIn')} />
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
