import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import type { SchemaFormState } from '../../lib/use-schema-form';
import { Button } from './button';
import { FormConfirmation } from './form-confirmation';
import { type FieldControlProps, FormField, formControlClasses } from './form-field';
import { HoneypotField } from './honeypot-field';

type HoneypotFieldName = 'website';

/** A FormField whose control is wired to a `useSchemaForm` field: name, value, change handler and error styling. */
export function SchemaFormField<Field extends string>({
  form,
  field,
  label,
  required,
  hint,
  children,
}: {
  form: SchemaFormState<Field>;
  field: Field;
  label: string;
  required: boolean;
  hint?: string;
  children: (
    control: FieldControlProps & ReturnType<SchemaFormState<Field>['control']> & { className: string },
  ) => ReactNode;
}) {
  return (
    <FormField {...form.fieldProps(field, label, required)} hint={hint}>
      {(control) =>
        children({ ...control, ...form.control(field), className: formControlClasses(Boolean(form.errors[field])) })
      }
    </FormField>
  );
}

/**
 * A public form run by `useSchemaForm`: the required-fields hint, the fields, the honeypot and the submit
 * button; once sent, the confirmation that replaces it. Sending adds the bot-check proof (lib/form-proof.ts).
 * Until the app has taken over the prerendered form, its button is disabled: a visitor can type (what they
 * type is kept), but pressing Enter does not send the answers to the page's address as a plain HTML form.
 */
export function SchemaForm<Field extends string>({
  form,
  submitLabel,
  confirmation,
  children,
}: {
  form: SchemaFormState<Field | HoneypotFieldName>;
  submitLabel: string;
  confirmation: { title: string; message: string; againLabel: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();

  if (form.status === 'success') {
    return <FormConfirmation {...confirmation} onAgain={form.reset} />;
  }

  const isSubmitting = form.status === 'submitting';
  return (
    <form
      ref={form.formRef}
      data-hydrated={hydrated || undefined}
      noValidate
      onSubmit={form.handleSubmit}
      // The form's code and the bot check's work load when the visitor starts on the form, so they are ready
      // by the time they send.
      onFocus={form.prepare}
      aria-busy={isSubmitting}
      className="space-y-5"
    >
      <p className="text-slate-600 text-sm dark:text-slate-400">{t('form.requiredHint')}</p>
      {children}
      <HoneypotField
        id={form.fieldId('website')}
        label={t('form.honeypot')}
        onChange={form.control('website').onChange}
      />
      <Button type="submit" disabled={isSubmitting || !hydrated} className="w-full sm:w-auto">
        {isSubmitting ? t('form.submitting') : submitLabel}
      </Button>
    </form>
  );
}
