import { changePasswordBody } from '@lunia/shared/api/schemas/account-security';
import { PASSWORD_RULES, type PasswordRuleId } from '@lunia/shared/domain/password';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PortalCard } from '../../../components/ui/portal-card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { fieldErrorText } from '../../../lib/field-error-text';
import { notify } from '../../../lib/notifications';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangePassword } from '../api/change-password';

/** The API's body (shared `changePasswordBody`) and the confirmation only the form has. */
const passwordFormSchema = z.extend(changePasswordBody, { confirmPassword: z.string() }).check(
  z.refine((values) => values.newPassword === values.confirmPassword, {
    error: 'mismatch',
    path: ['confirmPassword'],
  }),
);
type FieldName = 'currentPassword' | 'newPassword' | 'confirmPassword';
type PasswordValues = Record<FieldName, string>;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: readonly { name: FieldName; autoComplete: string }[] = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
];

const RULE_KEYS = {
  length: 'password.rules.length',
  number: 'password.rules.number',
  special: 'password.rules.special',
  lowercase: 'password.rules.lowercase',
  edges: 'password.rules.edges',
} as const satisfies Record<PasswordRuleId, string>;

/**
 * "Password" on /account (issue 25): the current password, the new one (the registration rule) and its
 * confirmation. On success every other session has ended and this browser is signed in again with the
 * new password; a wrong current password is shown on its field.
 */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const change = useChangePassword(email);
  const {
    field,
    submit,
    failure,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm<PasswordValues, z.output<typeof passwordFormSchema>>(passwordFormSchema, { defaultValues: EMPTY });

  const errorText = (name: FieldName, error: FieldError | undefined) =>
    fieldErrorText(tCommon, error, t(`password.${name}`), (message) => {
      if (message === 'mismatch') return t('password.mismatch');
      const rule = PASSWORD_RULES.find((candidate) => candidate.message === message);
      return rule ? t(RULE_KEYS[rule.id]) : undefined;
    });

  const onSubmit = submit(
    async ({ currentPassword, newPassword }) => {
      const step = await change.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      notify({
        type: 'success',
        title: t('password.changed'),
        message: step === 'done' ? t('password.otherSessionsEnded') : t('password.signInAgain'),
      });
    },
    (error) => {
      if (!(error instanceof ApiError)) return t('password.failed');
      if (error.code !== 'CURRENT_PASSWORD_INCORRECT') return apiErrorMessage(tCommon, error);
      setError('currentPassword', { type: 'server', message: apiErrorMessage(tCommon, error) }, { shouldFocus: true });
      return null;
    },
  );

  return (
    <PortalCard headingId="password-heading" title={t('password.title')} description={t('password.description')}>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        {failure && <MessageBanner tone="error">{failure}</MessageBanner>}
        <div className="grid gap-5 sm:grid-cols-3">
          {FIELDS.map(({ name, autoComplete }) => (
            <TextField
              key={name}
              label={t(`password.${name}`)}
              type="password"
              autoComplete={autoComplete}
              required
              error={errors[name]?.type === 'server' ? errors[name]?.message : errorText(name, errors[name])}
              {...field(name)}
            />
          ))}
        </div>
        <p className="text-slate-600 text-sm dark:text-slate-300">{t('password.rule')}</p>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {isSubmitting ? t('password.saving') : t('password.save')}
        </Button>
      </form>
    </PortalCard>
  );
}
