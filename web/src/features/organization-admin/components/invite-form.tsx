import { createInviteBody } from '@lunia/shared/api/schemas/invites';
import { INVITE_ROLES, LANGUAGES } from '@lunia/shared/domain/constants';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { InviteInput } from '../api/create-invite';
import { type InviteErrorKey, inviteErrorKey } from '../invite-errors';
import '../i18n';

type FormInput = z.input<typeof createInviteBody>;

/**
 * Send Team Invite (spec §5): e-mail required and well formed, role member / admin / manager (member
 * by default), an optional message, and the language of the invitation e-mail (the inviter's own by
 * default). `onSend` throws on failure; the refusal is shown above the fields.
 */
export function InviteForm({ onSend }: { onSend: (invite: InviteInput) => Promise<unknown> }) {
  const { t, i18n } = useTranslation('organization-admin');
  const titleId = useId();
  const [failure, setFailure] = useState<InviteErrorKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const defaults: FormInput = { email: '', role: 'member', message: '', language: currentLanguage(i18n.language) };
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, InviteInput>({
    resolver: schemaResolver(createInviteBody),
    defaultValues: defaults,
    reValidateMode: 'onSubmit',
  });

  const emailError = errors.email
    ? getValues('email').trim() === ''
      ? t('invites.form.emailRequired')
      : t('invites.form.emailInvalid')
    : undefined;

  async function send(values: InviteInput) {
    setFailure(null);
    setSentTo(null);
    try {
      await onSend(values);
      setSentTo(values.email);
      reset({ ...defaults, language: values.language });
    } catch (error) {
      setFailure(inviteErrorKey(error, 'send'));
      if (!(error instanceof ApiError)) throw error;
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => send(values).catch(() => undefined))}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="font-semibold text-lg text-slate-900 dark:text-white">
        {t('invites.form.title')}
      </h2>
      {failure && <MessageBanner tone="error">{t(failure)}</MessageBanner>}
      {sentTo && <MessageBanner tone="success">{t('invites.form.sent', { email: sentTo })}</MessageBanner>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('invites.form.email')}
          type="email"
          autoComplete="off"
          required
          error={emailError}
          {...register('email', { onChange: () => setFailure(null) })}
        />
        {/* What the chosen role may do, where it is chosen (issue 40); the same words as Change role. */}
        <SelectField
          label={t('invites.form.role')}
          hint={t(`team.roleHelp.${watch('role') ?? 'member'}`)}
          {...register('role')}
        >
          {INVITE_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`invites.roles.${role}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('invites.form.message')}
        hint={t('invites.form.messageHint')}
        rows={3}
        error={errors.message ? t('invites.form.messageTooLong') : undefined}
        {...register('message')}
      />
      <SelectField label={t('invites.form.language')} hint={t('invites.form.languageHint')} {...register('language')}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`invites.languages.${language}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('invites.form.sending') : t('invites.form.submit')}
        </Button>
      </div>
    </form>
  );
}
