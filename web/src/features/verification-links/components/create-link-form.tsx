import {
  type CreateVerificationLinkBody,
  createVerificationLinkBody,
} from '@lunia/shared/api/schemas/verification-links';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useSchemaForm } from '../../../lib/use-schema-form';
import '../i18n';

type FormInput = z.input<typeof createVerificationLinkBody>;

/** Create a link: whom it is for (1–100 characters) and for how many days (1–90). `onCreate` throws on failure. */
export function CreateLinkForm({ onCreate }: { onCreate: (body: CreateVerificationLinkBody) => Promise<unknown> }) {
  const { t } = useTranslation('verification-links');
  const { t: tCommon } = useTranslation('common');
  const titleId = useId();
  const {
    field,
    submit,
    failure,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useSchemaForm<FormInput, CreateVerificationLinkBody>(createVerificationLinkBody, {
    defaultValues: { label: '', expiresInDays: 30 },
  });

  const create = submit(
    async (values) => {
      await onCreate(values);
      reset({ label: '', expiresInDays: values.expiresInDays });
    },
    (error) => apiErrorMessage(tCommon, error),
  );

  const labelError = errors.label
    ? getValues('label').trim() === ''
      ? t('form.labelRequired')
      : t('form.labelTooLong')
    : undefined;
  const daysField = field('expiresInDays', { valueAsNumber: true });

  return (
    <form noValidate onSubmit={create} aria-labelledby={titleId} className="space-y-4">
      <h3 id={titleId} className="font-semibold text-base text-slate-900 dark:text-white">
        {t('form.title')}
      </h3>
      {failure && <MessageBanner tone="error">{failure}</MessageBanner>}
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <TextField
            label={t('form.label')}
            hint={t('form.labelHint')}
            autoComplete="off"
            required
            maxLength={100}
            error={labelError}
            {...field('label')}
          />
        </div>
        <TextField
          label={t('form.days')}
          hint={t('form.daysHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          required
          error={errors.expiresInDays ? t('form.daysInvalid') : undefined}
          {...daysField}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.creating') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
