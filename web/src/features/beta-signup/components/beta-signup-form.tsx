import { BETA_SUCCESS_RESET_MS, type BetaProduct, PHARMACY_TYPES } from '@lunia/shared/domain/constants';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField, formControlClasses } from '../../../components/ui/form-field';
import { AlertCircleIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { currentLanguage, registerLanguageChunks } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { apiFailureOf, formValues } from '../../../lib/use-schema-form';
import {
  BETA_SIGNUP_FIELDS,
  type BetaSignupField,
  type FieldErrorReason,
  type FieldErrors,
  fieldErrorMessage,
  fieldErrorsFromIssues,
  isBetaSignupField,
  reasonFromServerMessage,
} from '../utils/field-errors';

// This page's strings in the visitor's language only (a chunk per language; see lib/i18n.ts).
registerLanguageChunks('beta-signup', {
  en: () => import('../../../locales/en/beta-signup.json'),
  es: () => import('../../../locales/es/beta-signup.json'),
});

/** The schema, API call and bot check: fetched on the visitor's first focus in the form. */
const loadFormCode = () => import('../api/beta-signup-form-code');
const prepareForm = () =>
  void loadFormCode().then(
    (code) => code.prepareFormProof(),
    () => undefined,
  );

/** Spec §4: idle → submitting → success (reset after 3 s) or failed (alert). */
type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'failed' | 'rateLimited';

/**
 * The beta application for Core ("Join Beta Program") or the Vault waitlist ("Join Waitlist"). The
 * controls are uncontrolled (their values live in the page), so what a visitor types into the
 * prerendered form before the app takes over is kept; until then the button is disabled, so Enter does
 * not send the answers to the page's address as a plain HTML form.
 */
export function BetaSignupForm({ product }: { product: BetaProduct }) {
  const { t, i18n } = useTranslation('beta-signup');
  const idPrefix = useId();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SubmissionStatus>('idle');

  useEffect(() => {
    if (status !== 'success') return;
    successHeadingRef.current?.focus();
    // The form comes back empty: it is rendered anew.
    const resetTimer = window.setTimeout(() => setStatus('idle'), BETA_SUCCESS_RESET_MS);
    return () => window.clearTimeout(resetTimer);
  }, [status]);

  const fieldId = (field: BetaSignupField) => `${idPrefix}-${field}`;
  const label = (field: Exclude<BetaSignupField, 'website'>) => t(`fields.${field}`);

  function errorMessage(field: Exclude<BetaSignupField, 'website'>): string | undefined {
    const reason: FieldErrorReason | undefined = fieldErrors[field];
    return reason ? fieldErrorMessage(t, reason, label(field)) : undefined;
  }

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const { name } = event.target;
    if (!isBetaSignupField(name)) return;
    setFieldErrors((previous) => {
      if (!previous[name]) return previous;
      const { [name]: _cleared, ...rest } = previous;
      return rest;
    });
  }

  function focusField(field: BetaSignupField) {
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(field))}`)?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const values = formValues(event.currentTarget, BETA_SIGNUP_FIELDS);
    setStatus('submitting');
    let code: Awaited<ReturnType<typeof loadFormCode>>;
    try {
      code = await loadFormCode();
    } catch {
      // The form's code could not be fetched (offline): nothing was sent.
      setStatus('failed');
      return;
    }
    const validation = code.betaSignupForm.safeParse({
      product,
      ...values,
      language: currentLanguage(i18n.language),
    });
    if (!validation.success) {
      const errors = fieldErrorsFromIssues(validation.error.issues);
      setFieldErrors(errors);
      setStatus('idle');
      const firstInvalid = Object.keys(errors)[0];
      if (isBetaSignupField(firstInvalid)) focusField(firstInvalid);
      return;
    }

    setFieldErrors({});
    try {
      await code.createBetaSignup(validation.data);
      setStatus('success');
    } catch (error) {
      const failure = apiFailureOf(error);
      if (failure?.status === 400 && isBetaSignupField(failure.field) && failure.field !== 'website') {
        setFieldErrors({ [failure.field]: reasonFromServerMessage(failure.message) });
        setStatus('idle');
        focusField(failure.field);
        return;
      }
      // The spec's no-cors fallback to a third-party address is left out on purpose: our API is
      // the system of record, so a failure is reported to the visitor instead.
      setStatus(failure?.code === 'TOO_MANY_REQUESTS' ? 'rateLimited' : 'failed');
    }
  }

  if (status === 'success') {
    return (
      <div
        role="status"
        className="flex flex-col items-center rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-12 text-center dark:border-emerald-400/30 dark:bg-emerald-400/10"
      >
        <CheckCircleIcon className="size-12 text-emerald-700 dark:text-emerald-300" />
        <h3
          ref={successHeadingRef}
          tabIndex={-1}
          className="mt-4 font-semibold text-2xl text-slate-900 outline-none dark:text-white"
        >
          {t('success.title')}
        </h3>
        <p className="mt-2 max-w-md text-slate-700 dark:text-slate-200">{t(`success.${product}`)}</p>
      </div>
    );
  }

  const isSubmitting = status === 'submitting';
  const textControl = (field: Exclude<BetaSignupField, 'website'>) => ({
    name: field,
    onChange: handleChange,
    className: formControlClasses(Boolean(fieldErrors[field])),
  });

  return (
    <form
      ref={formRef}
      data-hydrated={hydrated || undefined}
      noValidate
      onSubmit={handleSubmit}
      // The form's code and the bot check (lib/form-proof.ts) load when the visitor starts on the form.
      onFocus={prepareForm}
      aria-busy={isSubmitting}
      className="space-y-5"
    >
      <p className="text-slate-600 text-sm dark:text-slate-400">{t('hints.required')}</p>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId('firstName')} label={label('firstName')} required error={errorMessage('firstName')}>
          {(control) => <input type="text" autoComplete="given-name" {...control} {...textControl('firstName')} />}
        </FormField>
        <FormField id={fieldId('lastName')} label={label('lastName')} required error={errorMessage('lastName')}>
          {(control) => <input type="text" autoComplete="family-name" {...control} {...textControl('lastName')} />}
        </FormField>
        <FormField id={fieldId('email')} label={label('email')} required error={errorMessage('email')}>
          {(control) => <input type="email" autoComplete="email" {...control} {...textControl('email')} />}
        </FormField>
        <FormField id={fieldId('phone')} label={label('phone')} error={errorMessage('phone')}>
          {(control) => <input type="tel" autoComplete="tel" {...control} {...textControl('phone')} />}
        </FormField>
        <FormField
          id={fieldId('pharmacyName')}
          label={label('pharmacyName')}
          required
          error={errorMessage('pharmacyName')}
        >
          {(control) => <input type="text" autoComplete="organization" {...control} {...textControl('pharmacyName')} />}
        </FormField>
        <FormField id={fieldId('pharmacyType')} label={label('pharmacyType')} error={errorMessage('pharmacyType')}>
          {(control) => (
            <select {...control} {...textControl('pharmacyType')}>
              <option value="">{t('pharmacyTypes.none')}</option>
              {PHARMACY_TYPES.map((pharmacyType) => (
                <option key={pharmacyType} value={pharmacyType}>
                  {t(`pharmacyTypes.${pharmacyType}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <FormField
        id={fieldId('currentSystem')}
        label={label('currentSystem')}
        hint={t('hints.currentSystem')}
        error={errorMessage('currentSystem')}
      >
        {(control) => <input type="text" {...control} {...textControl('currentSystem')} />}
      </FormField>

      <FormField id={fieldId('message')} label={label('message')} error={errorMessage('message')}>
        {(control) => <textarea rows={4} {...control} {...textControl('message')} />}
      </FormField>

      {/* Honeypot: invisible to people and assistive technology; naive bots fill it and the API drops them. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={fieldId('website')}>{t('fields.website')}</label>
        <input
          id={fieldId('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          onChange={handleChange}
        />
      </div>

      {(status === 'failed' || status === 'rateLimited') && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 text-sm dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-200"
        >
          <AlertCircleIcon className="size-5 shrink-0" />
          <p>{t(status === 'rateLimited' ? 'errors.tooManySubmissions' : 'errors.submission')}</p>
        </div>
      )}

      <Button type="submit" disabled={isSubmitting || !hydrated} className="w-full sm:w-auto">
        {isSubmitting ? t('submit.submitting') : t(`submit.${product}`)}
      </Button>
    </form>
  );
}
