import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MessageBanner } from '../../../components/ui/message-banner';
import { TextField } from '../../../components/ui/text-field';
import { readSignInRedirectState } from '../../../lib/auth/redirect-state';
import { signIn } from '../../../lib/auth/session-state';
import { paths } from '../../../paths';
import { textLinkClasses } from '../components/auth-card';
import { AuthSubmitButton } from '../components/auth-submit-button';
import { EmailField } from '../components/email-field';
import { GuestAuthPage } from '../components/guest-auth-page';
import { InvitationNotice, useInvitationContext } from '../components/invitation-notice';
import { LegalConsentText } from '../components/legal-consent-text';
import { OtherGuestPageLink } from '../components/other-guest-page-link';
import { TotpSignInForm } from '../components/totp-sign-in-form';
import { useAuthForm } from '../hooks/use-auth-form';
import { signInFormSchema } from '../utils/auth-form-schemas';
import { holdCredentials } from '../utils/pending-confirmation';
import '../i18n';

/** Why the visitor is here: their session expired, or an administrator ended it. */
function SessionEndedBanner() {
  const { t } = useTranslation('auth');
  const { state } = useLocation();
  const { expired, endedBy } = readSignInRedirectState(state);
  if (endedBy) return <MessageBanner tone="error">{t(`signIn.${endedBy}`)}</MessageBanner>;
  // The e-mail was just confirmed on a page that no longer held the password (issue 25).
  if ((state as { confirmed?: unknown } | null)?.confirmed === true)
    return <MessageBanner tone="success">{t('signIn.confirmed')}</MessageBanner>;
  return expired ? <MessageBanner tone="error">{t('signIn.expired')}</MessageBanner> : null;
}

function SignInForm({ onTotp, restarted }: { onTotp: () => void; restarted: boolean }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const form = useAuthForm(signInFormSchema, {
    email: readSignInRedirectState(location.state).email ?? '',
    password: '',
    remember: false,
  });
  const {
    register,
    handleSubmit,
    field,
    formState: { isSubmitting },
  } = form;
  // Issue 25: an invitation link opened signed out names its organization and prefills its address.
  const { invitation, closed: closedInvitation } = useInvitationContext(form);

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      // An account still waiting for its e-mail code goes to the confirm step, which signs in again.
      holdCredentials({ email: values.email, password: values.password });
      const step = await signIn({ email: values.email, password: values.password, remember: values.remember });
      if (step === 'totp') onTotp();
      // Otherwise the session is now signed in; GuestOnly sends the user on once the profile has loaded.
    } catch {
      // Spec §8: one message for every login failure (no hint whether the e-mail exists).
      setFailed(true);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <InvitationNotice invitation={invitation} closed={closedInvitation} />
      {!failed && !restarted && <SessionEndedBanner />}
      {restarted && !failed && <MessageBanner tone="error">{t('totp.expired')}</MessageBanner>}
      {failed && <MessageBanner tone="error">{t('signIn.invalidCredentials')}</MessageBanner>}

      <EmailField {...field('email', t('fields.email'))} />
      <TextField
        type="password"
        autoComplete="current-password"
        required
        {...field('password', t('fields.password'))}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-slate-800 text-sm dark:text-slate-200">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-400 accent-brand-700"
            aria-describedby="remember-me-hint"
            {...register('remember')}
          />
          {t('fields.rememberMe')}
        </label>
        <Link to={paths.forgotPassword} className={`text-sm ${textLinkClasses}`}>
          {t('signIn.forgotPassword')}
        </Link>
      </div>
      <p id="remember-me-hint" className="-mt-3 text-slate-600 text-xs dark:text-slate-400">
        {t('fields.rememberMeHint')}
      </p>

      <AuthSubmitButton busy={isSubmitting} label={t('signIn.submit')} busyLabel={t('signIn.submitting')} />

      <OtherGuestPageLink question={t('signIn.noAccount')} to={paths.register} label={t('signIn.createAccount')} />
      <p className="text-center text-slate-600 text-xs dark:text-slate-400">
        <LegalConsentText i18nKey="signIn.legal" />
      </p>
      <p className="text-center text-sm">
        <Link to={paths.home} className={textLinkClasses}>
          {t('signIn.home')}
        </Link>
      </p>
    </form>
  );
}

/** /signin (spec §2). */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [restarted, setRestarted] = useState(false);
  return (
    <GuestAuthPage section="signIn" subtitle={step === 'totp' ? t('totp.subtitle') : t('signIn.subtitle')}>
      {step === 'totp' ? (
        <TotpSignInForm
          onRestart={() => {
            setRestarted(true);
            setStep('password');
          }}
        />
      ) : (
        <SignInForm onTotp={() => setStep('totp')} restarted={restarted} />
      )}
    </GuestAuthPage>
  );
}
