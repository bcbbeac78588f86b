import { confirmEmailVerificationBody } from '@lunia/shared/api/schemas/users';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import type { UserProfile } from '../../../lib/auth/get-profile';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useConfirmEmailVerification } from '../api/confirm-email-verification';
import { useSendEmailVerificationCode } from '../api/send-email-verification-code';
import { useSecondsUntil } from '../hooks/use-seconds-until';
import { explainedErrorCode } from '../utils/account-error-code';

type CodeInput = z.input<typeof confirmEmailVerificationBody>;

/**
 * The code sent to `sentTo`: a field for the 6 digits, Confirm, Resend (after the cooldown the
 * server reports) and, for a pending e-mail change, Cancel. Not a child of another form.
 */
export function EmailCodeForm({
  sentTo,
  status,
  cancellable = false,
  focusOnMount = false,
  onConfirmed,
  onCancelled,
}: {
  sentTo: string;
  status: UserProfile['emailCode'];
  cancellable?: boolean;
  focusOnMount?: boolean;
  onConfirmed: () => void;
  onCancelled?: () => void;
}) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const confirm = useConfirmEmailVerification();
  const resend = useSendEmailVerificationCode();
  const cancel = useCancelEmailChange();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const secondsToResend = useSecondsUntil(status?.resendAvailableAt);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput>({
    resolver: schemaResolver(confirmEmailVerificationBody),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    if (focusOnMount) setFocus('code');
  }, [focusOnMount, setFocus]);

  const problem = (error: unknown) => {
    const code = explainedErrorCode(error);
    return code ? tCommon(`errors.${code}`) : t('emailCode.failed');
  };

  const onSubmit = handleSubmit(async ({ code }) => {
    setMessage(null);
    try {
      await confirm.mutateAsync(code);
      onConfirmed();
    } catch (error) {
      if (explainedErrorCode(error) === 'EMAIL_CODE_INVALID') {
        // The try was counted: say how many are left (the hint gives way to the error).
        const left = Math.max(0, (status?.attemptsLeft ?? 1) - 1);
        const message = `${problem(error)} ${t('emailCode.triesLeft', { count: left })}`;
        setError('code', { type: 'server', message }, { shouldFocus: true });
      } else {
        setMessage({ tone: 'error', text: problem(error) });
      }
    }
  });

  const onResend = async () => {
    setMessage(null);
    try {
      await resend.mutateAsync();
      reset({ code: '' });
      setMessage({ tone: 'success', text: t('emailCode.resent', { email: sentTo }) });
      setFocus('code');
    } catch (error) {
      setMessage({ tone: 'error', text: problem(error) });
    }
  };

  const onCancel = async () => {
    setMessage(null);
    try {
      await cancel.mutateAsync();
      onCancelled?.();
    } catch (error) {
      setMessage({ tone: 'error', text: problem(error) });
    }
  };

  const busy = isSubmitting || resend.isPending || cancel.isPending;
  // A wrong code is the server's word; anything the schema refuses is the format.
  const fieldError = errors.code
    ? errors.code.type === 'server'
      ? errors.code.message
      : t('emailCode.format')
    : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-slate-700 text-sm dark:text-slate-300">{t('emailCode.sentTo', { email: sentTo })}</p>
      {message && <MessageBanner tone={message.tone}>{message.text}</MessageBanner>}
      <TextField
        label={t('emailCode.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        className="max-w-xs"
        hint={status ? t('emailCode.triesLeft', { count: status.attemptsLeft }) : undefined}
        error={fieldError}
        {...register('code', { onChange: () => clearErrors('code') })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {isSubmitting && <Spinner className="size-4" />}
          {isSubmitting ? t('emailCode.confirming') : t('emailCode.confirm')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={busy || secondsToResend > 0}
          onClick={() => void onResend()}
        >
          {resend.isPending && <Spinner className="size-4" />}
          {secondsToResend > 0 ? t('emailCode.resendIn', { seconds: secondsToResend }) : t('emailCode.resend')}
        </Button>
        {cancellable && (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => void onCancel()}>
            {t('emailCode.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
