import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { confirmPasswordReset, requestPasswordResetCode } from '../../../lib/auth/amplify-auth';
import { AuthProviders } from '../../../lib/auth/auth-providers';
import { signIn } from '../../../lib/auth/session-state';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { AuthCard, textLinkClasses } from '../components/auth-card';
import { GuestOnly } from '../components/guest-only';
import { PasswordChecklist, PasswordMatchHint } from '../components/password-checklist';
import {
  type RequestCodeFormValues,
  type ResetPasswordFormValues,
  requestCodeFormSchema,
  resetPasswordFormSchema,
  type ValidationKey,
} from '../utils/auth-form-schemas';
import '../i18n';

type ResetFailureKey = 'codeMismatch' | 'codeExpired' | 'tooManyAttempts' | 'resetFailed';

function resetFailureOf(error: unknown): ResetFailureKey {
  const name = error instanceof Error ? error.name : '';
  if (name === 'CodeMismatchException') return 'codeMismatch';
  if (name === 'ExpiredCodeException') return 'codeExpired';
  if (name === 'LimitExceededException' || name === 'TooManyFailedAttemptsException') return 'tooManyAttempts';
  return 'resetFailed';
}

function useValidationText() {
  const { t } = useTranslation('auth');
  return (error: FieldError | undefined) =>
    error?.message ? t(`validation.${error.message as ValidationKey}`) : undefined;
}

/** Step 1: the e-mail to send the code to. */
function RequestCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const errorText = useValidationText();
  const [failure, setFailure] = useState<'requestFailed' | 'tooManyAttempts' | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RequestCodeFormValues>({
    resolver: zodResolver(requestCodeFormSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

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
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={errorText(errors.email)}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? t('forgotPassword.sendingCode') : t('forgotPassword.sendCode')}
      </Button>
    </form>
  );
}

/** Step 2: the code and the new password (same policy and checklist as registration), then sign in. */
function ResetPasswordForm({ email, onStartOver }: { email: string; onStartOver: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useValidationText();
  const checklistId = useId();
  const matchHintId = useId();
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'failed'; key: ResetFailureKey } | { kind: 'changed' } | { kind: 'changedSignInFailed' }
  >({ kind: 'idle' });
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const password = watch('password');
  const confirmation = watch('confirmPassword');
  const field = <Name extends keyof ResetPasswordFormValues>(name: Name) =>
    register(name, { onChange: () => clearErrors(name) });

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
      await signIn({ email, password: values.password, remember: false });
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
      <MessageBanner tone="success">
        {t('forgotPassword.successSignInFailed')}{' '}
        <Link to={paths.signIn} className={textLinkClasses}>
          {t('forgotPassword.backToSignIn')}
        </Link>
      </MessageBanner>
    );
  }

  const busy = isSubmitting || state.kind === 'changed';
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <MessageBanner tone="info">{t('forgotPassword.codeSent', { email })}</MessageBanner>
      {state.kind === 'failed' && <MessageBanner tone="error">{t(`forgotPassword.${state.key}`)}</MessageBanner>}
      {state.kind === 'changed' && <MessageBanner tone="success">{t('forgotPassword.success')}</MessageBanner>}
      <TextField
        label={t('fields.code')}
        hint={t('fields.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={errorText(errors.code)}
        {...field('code')}
      />
      <TextField
        label={t('fields.newPassword')}
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
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <Spinner className="size-4" />}
        {busy ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
      </Button>
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
  usePageMeta({ title: t('forgotPassword.metaTitle'), description: t('forgotPassword.metaDescription') });
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthProviders>
      <AuthCard
        title={t('forgotPassword.title')}
        subtitle={email ? t('forgotPassword.confirmSubtitle') : t('forgotPassword.requestSubtitle')}
      >
        <GuestOnly>
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
        </GuestOnly>
      </AuthCard>
    </AuthProviders>
  );
}
