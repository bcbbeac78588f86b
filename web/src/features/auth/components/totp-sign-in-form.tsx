import { confirmEmailVerificationBody } from '@lunia/shared/api/schemas/users';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MessageBanner } from '../../../components/ui/message-banner';
import { TextField } from '../../../components/ui/text-field';
import { confirmTotpSignIn } from '../../../lib/auth/session-state';
import { schemaResolver } from '../../../lib/schema-resolver';
import { AuthSubmitButton } from './auth-submit-button';
import '../i18n';

/** A 6-digit code, as the shared schema of the e-mail codes has it (spaces typed inside are dropped). */
const totpCodeForm = confirmEmailVerificationBody;
type FailureKey = 'wrongCode' | 'failed';

/**
 * The second step of a sign-in for an account with an authenticator app: the 6-digit code it shows.
 * A wrong code can be tried again; an expired sign-in (Cognito keeps it 3 minutes) starts over.
 */
export function TotpSignInForm({ onRestart }: { onRestart: (reason: 'expired') => void }) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: schemaResolver(totpCodeForm), defaultValues: { code: '' }, reValidateMode: 'onSubmit' });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirmTotpSignIn(code);
    } catch (failure) {
      const name = failure instanceof Error ? failure.name : '';
      if (name === 'NotAuthorizedException' || name === 'SignInException') return onRestart('expired');
      const key: FailureKey =
        name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException' ? 'wrongCode' : 'failed';
      setError('code', { type: 'server', message: key }, { shouldFocus: true });
    }
  });
  const error =
    errors.code &&
    t(errors.code.type === 'server' ? `totp.${errors.code.message as FailureKey}` : 'totp.invalidFormat');

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <MessageBanner tone="info">{t('totp.prompt')}</MessageBanner>
      <TextField
        label={t('totp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        autoFocus
        error={error}
        {...register('code', { setValueAs: (value: string) => value.replace(/\s+/g, '') })}
      />
      <AuthSubmitButton busy={isSubmitting} label={t('totp.submit')} busyLabel={t('totp.submitting')} />
    </form>
  );
}
