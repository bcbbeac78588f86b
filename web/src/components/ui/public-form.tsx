import type { ReactNode } from 'react';
import { useStrings } from '../../lib/strings';
import { useHydrated } from '../../lib/use-hydrated';
import type { PublicFormState } from '../../lib/use-public-form';
import { Button } from './button-base';
import { FormConfirmation } from './form-confirmation';
import { HoneypotField } from './honeypot-field';

/**
 * What replaces a public form once it was sent: a title and a message, and with `again` the label of the
 * button that brings the empty form back (the beta form comes back by itself).
 */
export interface PublicFormSent {
  title: string;
  message: string;
  again?: string;
}

/**
 * A public form run by `usePublicForm`: the required-fields hint, the fields, the honeypot, what `footer`
 * adds and the submit button; once sent, its confirmation (`sent`). Until the app has taken over the
 * prerendered form its button is disabled: a visitor can type (what they type is kept), but Enter does not
 * send the answers to the page's address as a plain HTML form.
 */
export function PublicForm({
  form,
  sent,
  submitLabel,
  submittingLabel,
  footer,
  children,
}: {
  form: PublicFormState;
  sent: PublicFormSent;
  submitLabel: string;
  submittingLabel?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useStrings();
  const hydrated = useHydrated();
  if (form.status === 'success') {
    const again = sent.again ? { againLabel: sent.again, onAgain: form.reset } : {};
    return <FormConfirmation title={sent.title} message={sent.message} {...again} />;
  }
  const isSubmitting = form.status === 'submitting';
  return (
    <form
      data-hydrated={hydrated || undefined}
      noValidate
      onSubmit={form.handleSubmit}
      // react-hook-form, the schema and the bot check's work load when the visitor starts on the form, so
      // they are ready by the time they send.
      onFocus={form.prepare}
      aria-busy={isSubmitting}
      className="space-y-5"
    >
      <p className="text-slate-600 text-sm dark:text-slate-400">{t('form.requiredHint')}</p>
      {children}
      <HoneypotField label={t('form.honeypot')} {...form.honeypot} />
      {footer}
      <Button type="submit" disabled={isSubmitting || !hydrated} className="w-full sm:w-auto">
        {isSubmitting ? (submittingLabel ?? t('form.submitting')) : submitLabel}
      </Button>
    </form>
  );
}
