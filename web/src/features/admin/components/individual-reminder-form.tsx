import { emailField } from '@lunia/shared/api/schemas/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { TextField } from '../../../components/ui/text-field';
import { findReminderRecipient } from '../../../entities/reminders/api/list-reminder-recipients';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { schemaResolver } from '../../../lib/schema-resolver';
import { type ReminderLanguage, useSendDocumentReminder } from '../api/send-document-reminder';
import { explainApiError } from '../utils/api-error-message';
import '../users-i18n';

const individualReminderForm = z.object({ email: emailField });
type FormInput = z.input<typeof individualReminderForm>;
type FormOutput = z.output<typeof individualReminderForm>;

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * Individual reminder (spec §5): the address is required; it must belong (case-insensitively) to a
 * user who is not verified, else "User not found or already verified"; then one reminder is sent.
 */
export function IndividualReminderForm({ language }: { language: ReminderLanguage }) {
  const { t } = useTranslation('adminUsers');
  const { t: tCommon } = useTranslation();
  const send = useSendDocumentReminder();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: schemaResolver(individualReminderForm),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  const emailError = errors.email
    ? getValues('email').trim() === ''
      ? t('reminders.individual.emailRequired')
      : t('reminders.individual.emailInvalid')
    : undefined;

  async function submit({ email }: FormOutput) {
    setOutcome(null);
    try {
      const recipient = await findReminderRecipient(email);
      if (!recipient) {
        setOutcome({ tone: 'error', text: t('reminders.individual.notFound') });
        setFocus('email');
        return;
      }
      const sent = await send.mutateAsync({ userId: recipient.id, language });
      setOutcome({ tone: 'success', text: t('reminders.individual.sent', { email: sent.email }) });
    } catch (error) {
      const explained = explainApiError(error);
      setOutcome({
        tone: 'error',
        text: explained ? apiErrorMessage(tCommon, explained) : t('reminders.failedFallback'),
      });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <TextField
        label={t('reminders.individual.email')}
        hint={t('reminders.individual.emailHint')}
        type="email"
        autoComplete="off"
        required
        error={emailError}
        {...register('email', { onChange: () => setOutcome(null) })}
      />
      {outcome && <MessageBanner tone={outcome.tone}>{outcome.text}</MessageBanner>}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('reminders.individual.sending') : t('reminders.individual.send')}
        </Button>
      </div>
    </form>
  );
}
