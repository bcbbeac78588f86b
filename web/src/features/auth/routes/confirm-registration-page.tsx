import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { MessageBanner } from '../../../components/ui/message-banner';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-error-message';
import type { SignInRedirectState } from '../../../lib/auth/redirect-state';
import { signIn } from '../../../lib/auth/session-state';
import { paths } from '../../../paths';
import { useConfirmRegistration } from '../api/confirm-registration';
import { useResendRegistrationCode } from '../api/resend-registration-code';
import { textLinkClasses } from '../components/auth-card';
import { AuthSubmitButton } from '../components/auth-submit-button';
import { GuestAuthPage } from '../components/guest-auth-page';
import { useAuthForm } from '../hooks/use-auth-form';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { confirmRegistrationFormSchema } from '../utils/auth-form-schemas';
import { type ConfirmStepState, EMAIL_CODE_RESEND_SECONDS, readConfirmStepState } from '../utils/confirm-step';
import { forgetCredentials, heldCredentials, nextCodeAtOf, recordNextCodeAt } from '../utils/pending-confirmation';
import '../i18n';

type Notice = { tone: 'success' | 'error' | 'info'; text: string } | null;

function ConfirmRegistrationForm({ step }: { step: ConfirmStepState }) {
  const { t, i18n } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmRegistration();
  const resend = useResendRegistrationCode();
  const [notice, setNotice] = useState<Notice>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [nextCodeAt, setNextCodeAt] = useState(() => nextCodeAtOf(step.email));
  // The password typed at registration, held in memory; after a reload the visitor types it again.
  const [held] = useState(() => heldCredentials(step.email));
  const secondsToResend = useResendCountdown(nextCodeAt);
  const {
    handleSubmit,
    field,
    setError,
    setFocus,
    reset,
    formState: { isSubmitting, errors },
  } = useAuthForm(confirmRegistrationFormSchema, { code: '', password: held?.password ?? '' });

  useEffect(() => setFocus('code'), [setFocus]);

  // Where the visitor was headed (an invitation, a portal page) goes along to sign-in.
  const onward: SignInRedirectState = {
    ...(step.from ? { from: step.from } : {}),
    email: step.email,
  };

  const onSubmit = handleSubmit(async ({ code, password }) => {
    setNotice(null);
    try {
      await confirm.mutateAsync({ email: step.email, code, password });
    } catch (error) {
      const text = apiErrorMessage(tCommon, error);
      const errorCode = apiErrorCode(error);
      if (errorCode === 'EMAIL_CODE_INVALID')
        setError('code', { type: 'server', message: text }, { shouldFocus: true });
      else if (errorCode === 'REGISTRATION_PASSWORD_MISMATCH' && !held)
        setError('password', { type: 'server', message: text }, { shouldFocus: true });
      else setNotice({ tone: 'error', text });
      return;
    }
    setConfirmed(true);
    forgetCredentials();
    try {
      // The account exists from now on, with this password. Signed in, GuestOnly sends the visitor on
      // (the dashboard, or the invitation they came from).
      if ((await signIn({ email: step.email, password, remember: false })) === 'totp')
        navigate(paths.signIn, { state: onward });
    } catch {
      navigate(paths.signIn, { replace: true, state: { ...onward, confirmed: true } });
    }
  });

  const onResend = async () => {
    setNotice(null);
    try {
      const answer = await resend.mutateAsync(step.email);
      // The server says whether a code went out and from when the next may (issue 40).
      const at = Date.parse(answer.nextCodeAt);
      if (Number.isFinite(at)) {
        recordNextCodeAt(step.email, at);
        setNextCodeAt(at);
      }
      if (!answer.codeSent) {
        // Held back: the cooldown (a minute), or the day's codes used up (the wait is hours).
        const dailyLimit = Number.isFinite(at) && at - Date.now() > 2 * EMAIL_CODE_RESEND_SECONDS * 1000;
        const time = new Date(at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
        setNotice({
          tone: 'info',
          text: dailyLimit ? t('confirmRegistration.dailyLimit', { time }) : t('confirmRegistration.notResent'),
        });
        return;
      }
      reset({ code: '' });
      setNotice({ tone: 'success', text: t('confirmRegistration.resent', { email: step.email }) });
      setFocus('code');
    } catch (error) {
      setNotice({ tone: 'error', text: apiErrorMessage(tCommon, error) });
    }
  };

  const codeField = field('code', t('fields.code'));
  // A wrong code is the server's word (already in the visitor's language); the format is the schema's.
  const codeError = errors.code
    ? errors.code.type === 'server'
      ? errors.code.message
      : t('confirmRegistration.codeFormat')
    : undefined;
  const passwordField = field('password', t('confirmRegistration.password'));
  const passwordError = errors.password?.type === 'server' ? errors.password.message : passwordField.error;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <MessageBanner tone="info">{t('confirmRegistration.codeSent', { email: step.email })}</MessageBanner>
      {notice && <MessageBanner tone={notice.tone}>{notice.text}</MessageBanner>}
      {confirmed && <MessageBanner tone="success">{t('confirmRegistration.success')}</MessageBanner>}
      <TextField
        hint={t('confirmRegistration.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        {...codeField}
        error={codeError}
      />
      {!held && (
        <TextField
          type="password"
          autoComplete="current-password"
          hint={t('confirmRegistration.passwordHint')}
          required
          {...passwordField}
          error={passwordError}
        />
      )}
      <AuthSubmitButton
        busy={isSubmitting || confirmed}
        label={t('confirmRegistration.submit')}
        busyLabel={t('confirmRegistration.submitting')}
      />
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button
          type="button"
          className={`${textLinkClasses} disabled:cursor-not-allowed disabled:no-underline disabled:opacity-70`}
          disabled={secondsToResend > 0 || resend.isPending}
          onClick={() => void onResend()}
        >
          {secondsToResend > 2 * EMAIL_CODE_RESEND_SECONDS && nextCodeAt !== undefined
            ? t('confirmRegistration.resendAfter', {
                time: new Date(nextCodeAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
              })
            : secondsToResend > 0
              ? t('confirmRegistration.resendIn', { seconds: secondsToResend })
              : t('confirmRegistration.resend')}
        </button>
        <button
          type="button"
          className={textLinkClasses}
          onClick={() => navigate(paths.register, { state: step.from ? { from: step.from } : undefined })}
        >
          {t('confirmRegistration.useAnotherEmail')}
        </button>
      </div>
      <p className="text-slate-600 text-xs dark:text-slate-400">{t('confirmRegistration.removalNote')}</p>
    </form>
  );
}

/** /register/confirm: the code e-mailed at registration (issue 25), before the account can be used. */
export function ConfirmRegistrationPage() {
  const { t } = useTranslation('auth');
  const step = readConfirmStepState(useLocation().state);
  // Opened without an address (typed in, or a bookmark): registration is where it starts.
  if (!step) return <Navigate to={paths.register} replace />;
  return (
    <GuestAuthPage section="confirmRegistration" subtitle={t('confirmRegistration.subtitle')}>
      <ConfirmRegistrationForm step={step} />
    </GuestAuthPage>
  );
}
