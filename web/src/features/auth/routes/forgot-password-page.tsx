import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageBanner } from '../../../components/ui/message-banner';
import { TextField } from '../../../components/ui/text-field';
import { confirmPasswordReset, requestPasswordResetCode } from '../../../lib/auth/amplify-auth';
import { signIn } from '../../../lib/auth/session-state';
import { paths } from '../../../paths';
import { SuccessBannerWithSignInLink } from '../components/auth-banner';
import { textLinkClasses } from '../components/auth-card';
import { AuthSubmitButton } from '../components/auth-submit-button';
import { EmailField } from '../components/email-field';
import { GuestAuthPage } from '../components/guest-auth-page';
import { NewPasswordFields } from '../components/new-password-fields';
import { useAuthForm } from '../hooks/use-auth-form';
import { requestCodeFormSchema, resetPasswordFormSchema } from '../utils/auth-form-schemas';
import '../i18n';

type ResetFailureKey = 'codeMismatch' | 'codeExpired' | 'tooManyAttempts' | 'resetFailed';

function resetFailureOf(error: unknown): ResetFailureKey {
  const name = error instanceof Error ? error.name : '';
  if (name === 'CodeMismatchException') return 'codeMismatch';
  if (name === 'ExpiredCodeException') return 'codeExpired';
  if (name === 'LimitExceededException' || name === 'TooManyFailedAttemptsException') return 'tooManyAttempts';
  return 'resetFailed';
}

/** Step 1: the e-mail to send the code to. */
function RequestCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<'requestFailed' | 'tooManyAttempts' | null>(null);
  const {
    handleSubmit,
    field,
    formState: { isSubmitting },
  } = useAuthForm(requestCodeFormSchema, { email: '' });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordResetCode(email);
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      // Whether an account exists is not revealed: an unknown e-mail looks like a sent code.
      if (name !== 'UserNotFoundException') {
        setFailure(name === 'LimitExceededException' ? 'tooManyAttempts' : 'requestFailed');
        return;
      }
    }
    onSent(email.trim());
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure && <MessageBanner tone="error">{t(`forgotPassword.${failure}`)}</MessageBanner>}
      <EmailField {...field('email', t('fields.email'))} />
      <AuthSubmitButton
        busy={isSubmitting}
        label={t('forgotPassword.sendCode')}
        busyLabel={t('forgotPassword.sendingCode')}
      />
    </form>
  );
}

/** Step 2: the code and the new password (same policy and checklist as registration), then sign in. */
function ResetPasswordForm({ email, onStartOver }: { email: string; onStartOver: () => void }) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'failed'; key: ResetFailureKey } | { kind: 'changed' } | { kind: 'changedSignInFailed' }
  >({ kind: 'idle' });
  const [resent, setResent] = useState(false);
  const {
    handleSubmit,
    watch,
    field,
    formState: { isSubmitting },
  } = useAuthForm(resetPasswordFormSchema, { code: '', password: '', confirmPassword: '' });
  const password = watch('password');
  const confirmation = watch('confirmPassword');

  const onSubmit = handleSubmit(async (values) => {
    setState({ kind: 'idle' });
    try {
      await confirmPasswordReset({ email, code: values.code, newPassword: values.password });
    } catch (error) {
      setState({ kind: 'failed', key: resetFailureOf(error) });
      return;
    }
    setState({ kind: 'changed' });
    try {
      // An account with an authenticator app signs in on /signin, where the code is asked for.
      if ((await signIn({ email, password: values.password, remember: false })) === 'totp')
        setState({ kind: 'changedSignInFailed' });
    } catch {
      setState({ kind: 'changedSignInFailed' });
    }
  });

  async function resendCode() {
    setResent(false);
    try {
      await requestPasswordResetCode(email);
      setResent(true);
    } catch (error) {
      setState({
        kind: 'failed',
        key: resetFailureOf(error) === 'tooManyAttempts' ? 'tooManyAttempts' : 'resetFailed',
      });
    }
  }

  if (state.kind === 'changedSignInFailed') {
    return (
      <SuccessBannerWithSignInLink
        message={t('forgotPassword.successSignInFailed')}
        linkText={t('forgotPassword.backToSignIn')}
      />
    );
  }

  const busy = isSubmitting || state.kind === 'changed';
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <MessageBanner tone="info">{t('forgotPassword.codeSent', { email })}</MessageBanner>
      {state.kind === 'failed' && <MessageBanner tone="error">{t(`forgotPassword.${state.key}`)}</MessageBanner>}
      {state.kind === 'changed' && <MessageBanner tone="success">{t('forgotPassword.success')}</MessageBanner>}
      <TextField
        hint={t('fields.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...field('code', t('fields.code'))}
      />
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        passwordField={field('password', t('fields.newPassword'))}
        confirmPasswordField={field('confirmPassword', t('fields.confirmPassword'))}
      />
      <AuthSubmitButton busy={busy} label={t('forgotPassword.submit')} busyLabel={t('forgotPassword.submitting')} />
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button type="button" className={textLinkClasses} onClick={() => void resendCode()}>
          {t('forgotPassword.resendCode')}
        </button>
        <button type="button" className={textLinkClasses} onClick={onStartOver}>
          {t('forgotPassword.useAnotherEmail')}
        </button>
      </div>
      {resent && (
        <p role="status" className="text-emerald-700 text-sm dark:text-emerald-400">
          {t('forgotPassword.codeResent')}
        </p>
      )}
    </form>
  );
}

/** /forgot-password: request a code by e-mail, then set a new password with it, then signed in. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState<string | null>(null);
  return (
    <GuestAuthPage
      section="forgotPassword"
      subtitle={email ? t('forgotPassword.confirmSubtitle') : t('forgotPassword.requestSubtitle')}
    >
      {email ? (
        <ResetPasswordForm email={email} onStartOver={() => setEmail(null)} />
      ) : (
        <RequestCodeForm onSent={setEmail} />
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.signIn} className={textLinkClasses}>
          {t('forgotPassword.backToSignIn')}
        </Link>
      </p>
    </GuestAuthPage>
  );
}
