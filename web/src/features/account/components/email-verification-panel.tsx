import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PortalCard } from '../../../components/ui/portal-card';
import { Spinner } from '../../../components/ui/spinner';
import type { UserProfile } from '../../../lib/auth/get-profile';
import { useSendEmailVerificationCode } from '../api/send-email-verification-code';
import { explainedErrorCode } from '../utils/account-error-code';
import { EmailCodeForm } from './email-code-form';

/**
 * "Verify your e-mail": shown while the current e-mail is unproven and no change is pending (a
 * pending change is confirmed in the personal information form). Send a code, then enter it.
 * After success it stays to say so, until the page is left.
 */
export function EmailVerificationPanel({ user }: { user: UserProfile }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const send = useSendEmailVerificationCode();
  const [verified, setVerified] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unproven = user.emailVerified === false && !user.pendingEmail;
  if (!unproven && !verified) return null;

  const onSend = async () => {
    setError(null);
    try {
      await send.mutateAsync();
    } catch (failure) {
      const code = explainedErrorCode(failure);
      setError(code ? tCommon(`errors.${code}`) : t('emailCode.failed'));
    }
  };

  return (
    <PortalCard headingId="email-verification-heading" title={t('emailVerification.title')}>
      {verified ? (
        <MessageBanner tone="success" className="mt-4">
          {t('emailVerification.verified', { email: user.email })}
        </MessageBanner>
      ) : (
        <div className="mt-2 space-y-4">
          <p className="text-slate-600 text-sm dark:text-slate-400">
            {t('emailVerification.description', { email: user.email })}
          </p>
          {error && <MessageBanner tone="error">{error}</MessageBanner>}
          {user.emailCode ? (
            <EmailCodeForm
              sentTo={user.email}
              status={user.emailCode}
              focusOnMount
              onConfirmed={() => setVerified(true)}
            />
          ) : (
            <Button type="button" disabled={send.isPending} onClick={() => void onSend()}>
              {send.isPending && <Spinner className="size-4" />}
              {send.isPending ? t('emailVerification.sending') : t('emailVerification.send')}
            </Button>
          )}
        </div>
      )}
    </PortalCard>
  );
}
