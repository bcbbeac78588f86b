import { confirmEmailVerificationBody } from '@lunia/shared/api/schemas/users';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PageState } from '../../../components/ui/page-state';
import { TextField } from '../../../components/ui/text-field';
import { mfaEnrolmentQueryOptions } from '../../../entities/account/mfa-enrolment';
import { finishTotpEnrolment, startTotpEnrolment } from '../../../lib/auth/amplify-auth';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { expireSession } from '../../../lib/auth/session-state';
import { schemaResolver } from '../../../lib/schema-resolver';
import { usePageMeta } from '../../../lib/use-page-meta';
import { confirmMfaEnrolment } from '../api/confirm-mfa-enrolment';
import '../i18n';

/** The secret and its QR code (an otpauth:// address); the QR library loads only on this page. */
async function newEnrolment(email: string) {
  const enrolment = await startTotpEnrolment(email);
  const { toDataURL } = await import('qrcode');
  return { ...enrolment, qr: await toDataURL(enrolment.uri, { margin: 1, width: 208 }) };
}

/**
 * First admin sign-in (issue 13): the back office stays closed until the account has an authenticator
 * app. The admin scans the QR code (or types the key), proves the app with a code, and from then on
 * Cognito asks for a code at every sign-in; the admin then signs in again, with a code. The API checks
 * this too; this page only guides.
 */
export function MfaEnrolment() {
  const { t } = useTranslation('admin');
  const { user } = useAuthenticatedSession();
  usePageMeta({ title: t('mfa.metaTitle'), description: t('mfa.intro') });
  const setup = useQuery(mfaEnrolmentQueryOptions(user.id, () => newEnrolment(user.email)));
  // The app's 6-digit code, as the shared schema of the e-mail codes has it (spaces typed inside are dropped).
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: schemaResolver(confirmEmailVerificationBody),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });
  const verify = useMutation({
    mutationFn: async (value: string) => {
      await finishTotpEnrolment(value);
      const answer = await confirmMfaEnrolment();
      if (!answer.mfaEnrolled) throw new Error('not enrolled');
    },
    // Recording the app ended every session, this one too (issue 38): only a sign-in with its code
    // opens the back office, so /signin asks for one.
    onSuccess: () => expireSession('mfaEnrolled'),
  });

  const submit = handleSubmit(({ code }) => verify.mutate(code));
  const verifyError =
    verify.error instanceof Error && verify.error.name === 'CodeMismatchException'
      ? t('mfa.wrongCode')
      : verify.isError
        ? t('mfa.failed')
        : undefined;

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="font-bold text-3xl text-slate-900 dark:text-white">{t('mfa.title')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('mfa.intro')}</p>
      {setup.isPending ? (
        <PageState kind="loading" message={t('mfa.preparing')} />
      ) : setup.isError ? (
        <div className="mt-6 space-y-3">
          <MessageBanner tone="error">{t('mfa.setupFailed')}</MessageBanner>
          <Button variant="secondary" onClick={() => void setup.refetch()}>
            {t('mfa.retry')}
          </Button>
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          <ol className="list-decimal space-y-2 pl-5 text-slate-800 text-sm dark:text-slate-200">
            <li>{t('mfa.stepInstall')}</li>
            <li>{t('mfa.stepScan')}</li>
            <li>{t('mfa.stepCode')}</li>
          </ol>
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            <img
              src={setup.data.qr}
              alt={t('mfa.qrAlt')}
              width={208}
              height={208}
              className="rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700"
            />
            <dl>
              <dt className="font-medium text-slate-900 text-sm dark:text-white">{t('mfa.keyLabel')}</dt>
              <dd
                data-testid="totp-secret"
                className="mt-1 break-all font-mono text-slate-800 text-sm dark:text-slate-200"
              >
                {setup.data.secret}
              </dd>
            </dl>
          </div>
          <form noValidate onSubmit={submit} className="space-y-4">
            <TextField
              label={t('mfa.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              error={errors.code ? t('mfa.invalidFormat') : verifyError}
              {...register('code', { setValueAs: (value: string) => value.replace(/\s+/g, '') })}
            />
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending ? t('mfa.verifying') : t('mfa.verify')}
            </Button>
          </form>
        </div>
      )}
    </div>
  );
}
