import type { ContinuingEducationBody } from '@lunia/shared/api/schemas/continuing-education';
import {
  CE_HOURS_STEP,
  CE_MAX_HOURS,
  CE_TEXT_MAX,
  ceHoursProblem,
  completedOnProblem,
} from '@lunia/shared/domain/continuing-education';
import { isCalendarDate, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { fieldErrorText } from '../../../lib/field-error-text';
import { useSchemaForm } from '../../../lib/use-schema-form';
import '../i18n';

/**
 * The form's schema, built from the shared rules (@lunia/shared/domain/continuing-education) with the
 * messages as this feature's i18n keys; the API applies the same rules.
 */
const formSchema = (today: string) =>
  z.object({
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(CE_TEXT_MAX)),
    provider: z.string().check(z.trim(), z.minLength(1), z.maxLength(CE_TEXT_MAX)),
    hours: z.number({ error: 'form.errors.hours.invalid' }).check(
      z.refine((hours) => ceHoursProblem(hours) !== 'too_few', { error: 'form.errors.hours.too_few', abort: true }),
      z.refine((hours) => ceHoursProblem(hours) !== 'too_many', { error: 'form.errors.hours.too_many', abort: true }),
      z.refine((hours) => ceHoursProblem(hours) !== 'not_quarter', { error: 'form.errors.hours.not_quarter' }),
    ),
    completedOn: z.string().check(
      z.minLength(1),
      z.refine(isCalendarDate, { error: 'form.errors.completedOn.invalid', abort: true }),
      z.refine((date) => completedOnProblem(date, today) !== 'future', { error: 'form.errors.completedOn.future' }),
      z.refine((date) => completedOnProblem(date, today) !== 'too_old', { error: 'form.errors.completedOn.too_old' }),
    ),
  });

interface FormInput {
  title: string;
  provider: string;
  hours: number;
  completedOn: string;
}

/** An empty form; the hours input starts blank (read as a number once typed). */
const EMPTY: FormInput = { title: '', provider: '', hours: '' as unknown as number, completedOn: '' };

/** Record an activity: title, provider, hours (quarter hours, at most 100), completion date (not after today). */
export function ActivityForm({
  onCreate,
  onEdit,
}: {
  /** Records the activity; throws on failure. */
  onCreate: (body: ContinuingEducationBody) => Promise<unknown>;
  /** A field was edited (the page clears its notice). */
  onEdit: () => void;
}) {
  const { t } = useTranslation('continuing-education');
  const { t: tCommon } = useTranslation('common');
  const titleId = useId();
  const today = puertoRicoToday();
  const schema = useMemo(() => formSchema(today), [today]);
  const {
    field,
    submit,
    failure,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm<FormInput, ContinuingEducationBody>(schema, { defaultValues: EMPTY }, onEdit);

  const create = submit(
    async (values) => {
      await onCreate(values);
      reset(EMPTY);
    },
    (error) => apiErrorMessage(tCommon, error),
  );

  const text = (name: 'title' | 'provider') => fieldErrorText(tCommon, errors[name], t(`form.${name}`));
  /** A rule's message (an i18n key of this feature), or `fallback` when the value was not even readable. */
  const ruleText = (error: { type?: string; message?: string } | undefined, fallback: string) =>
    error ? t((error.message?.startsWith('form.errors.') ? error.message : fallback) as never) : undefined;
  const hoursField = field('hours', { valueAsNumber: true });

  return (
    <form noValidate onSubmit={create} aria-labelledby={titleId} className="mt-4 space-y-4">
      <h3 id={titleId} className="font-semibold text-base text-slate-900 dark:text-white">
        {t('form.heading')}
      </h3>
      {failure && <MessageBanner tone="error">{failure}</MessageBanner>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.title')}
          autoComplete="off"
          required
          maxLength={CE_TEXT_MAX}
          error={text('title')}
          {...field('title')}
        />
        <TextField
          label={t('form.provider')}
          hint={t('form.providerHint')}
          autoComplete="off"
          required
          maxLength={CE_TEXT_MAX}
          error={text('provider')}
          {...field('provider')}
        />
        <TextField
          label={t('form.hours')}
          hint={t('form.hoursHint')}
          type="number"
          inputMode="decimal"
          min={CE_HOURS_STEP}
          max={CE_MAX_HOURS}
          step={CE_HOURS_STEP}
          required
          error={ruleText(errors.hours, 'form.errors.hours.invalid')}
          {...hoursField}
        />
        <TextField
          label={t('form.completedOn')}
          type="date"
          max={today}
          required
          error={
            errors.completedOn?.type === 'required'
              ? fieldErrorText(tCommon, errors.completedOn, t('form.completedOn'))
              : ruleText(errors.completedOn, 'form.errors.completedOn.invalid')
          }
          {...field('completedOn')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
