import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBanner } from '../../../components/ui/message-banner';
import { TextField } from '../../../components/ui/text-field';
import { confirmTotpSignIn } from '../../../lib/auth/session-state';
import { AuthSubmitButton } from './auth-submit-button';
import '../i18n';

const CODE = /^\d{6}$/;

/**
 * The second step of a sign-in for an account with an authenticator app: the 6-digit code it shows.
 * A wrong code can be tried again; an expired sign-in (Cognito keeps it 3 minutes) starts over.
 */
export function TotpSignInForm({ onRestart }: { onRestart: (reason: 'expired') => void }) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!CODE.test(value)) {
      setError(t('totp.invalidFormat'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await confirmTotpSignIn(value);
    } catch (failure) {
      const name = failure instanceof Error ? failure.name : '';
      if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') setError(t('totp.wrongCode'));
      else if (name === 'NotAuthorizedException' || name === 'SignInException') onRestart('expired');
      else setError(t('totp.failed'));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <MessageBanner tone="info">{t('totp.prompt')}</MessageBanner>
      <TextField
        label={t('totp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <AuthSubmitButton busy={busy} label={t('totp.submit')} busyLabel={t('totp.submitting')} />
    </form>
  );
}
