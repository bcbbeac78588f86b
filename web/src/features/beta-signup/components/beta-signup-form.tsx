import { type BetaProduct, PHARMACY_TYPES } from '@lunia/shared/domain/constants';
import { useEffect, useState } from 'react';
import { AlertCircleIcon } from '../../../components/ui/icons';
import { PublicForm } from '../../../components/ui/public-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useStrings } from '../../../lib/strings';
import { usePublicForm } from '../../../lib/use-public-form';
import { scheduleSuccessReset } from '../utils/success-reset';

/** The schema, API call and bot check: fetched on the visitor's first focus in the form. */
const loadFormCode = () => import('../api/beta-signup-form-code');

type BetaField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'pharmacyName'
  | 'pharmacyType'
  | 'currentSystem'
  | 'message';

/**
 * The beta application for Core ("Join Beta Program") or the Vault waitlist ("Join Waitlist"), spec §4:
 * an island of /core and /vault (app/routes/), its strings registered by beta-signup-namespace.ts.
 * idle → submitting → success (the form comes back empty after 3 s) or failed (an alert). A public form
 * (lib/use-public-form.ts): what a visitor types into the prerendered form before the app takes over is kept.
 */
export function BetaSignupForm({ product }: { product: BetaProduct }) {
  const { t } = useStrings('beta-signup');
  const [failure, setFailure] = useState<'submission' | 'tooManySubmissions' | null>(null);
  const form = usePublicForm({
    load: loadFormCode,
    defaultValues: { product },
    // The spec's no-cors fallback to a third-party address is left out on purpose: our API is the system
    // of record, so a failure is reported to the visitor instead.
    onFailed: (code) => setFailure(code === 'TOO_MANY_REQUESTS' ? 'tooManySubmissions' : 'submission'),
  });
  const { status, reset } = form;

  useEffect(() => {
    // A new try takes the last failure's alert away.
    if (status === 'submitting') setFailure(null);
    if (status !== 'success') return;
    // The form comes back empty: it is rendered anew.
    return scheduleSuccessReset(reset);
  }, [status, reset]);

  const field = (name: BetaField, required = false) => form.field(name, t(`fields.${name}`), required);
  return (
    <PublicForm
      form={form}
      sent={{ title: t('success.title'), message: t(`success.${product}`) }}
      submitLabel={t(`submit.${product}`)}
      submittingLabel={t('submit.submitting')}
      footer={
        failure && (
          <div
            role="alert"
            className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 text-sm dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-200"
          >
            <AlertCircleIcon className="size-5 shrink-0" />
            <p>{t(`errors.${failure}`)}</p>
          </div>
        )
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField type="text" autoComplete="given-name" {...field('firstName', true)} />
        <TextField type="text" autoComplete="family-name" {...field('lastName', true)} />
        <TextField type="email" autoComplete="email" {...field('email', true)} />
        <TextField type="tel" autoComplete="tel" {...field('phone')} />
        <TextField type="text" autoComplete="organization" {...field('pharmacyName', true)} />
        <SelectField {...field('pharmacyType')}>
          <option value="">{t('pharmacyTypes.none')}</option>
          {PHARMACY_TYPES.map((pharmacyType) => (
            <option key={pharmacyType} value={pharmacyType}>
              {t(`pharmacyTypes.${pharmacyType}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField type="text" hint={t('hints.currentSystem')} {...field('currentSystem')} />
      <TextAreaField rows={4} {...field('message')} />
    </PublicForm>
  );
}
