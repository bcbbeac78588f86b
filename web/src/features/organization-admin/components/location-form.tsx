import { locationBody } from '@lunia/shared/api/schemas/locations';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import type { PharmacyLocation } from '../../../entities/locations/api/list-locations';
import { ApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/schema-resolver';
import { DEFAULT_STATE, STATE_CODES } from '../../../lib/state-codes';
import { type LocationErrorKey, locationErrorKey } from '../location-errors';
import '../i18n';

type FormInput = z.input<typeof locationBody>;
type FormOutput = z.output<typeof locationBody>;
export type LocationDetails = Omit<FormOutput, 'isPrimary'>;
type FieldName = keyof LocationDetails;

/** §5: name, address, city, state and ZIP code are required; phone, e-mail and licence optional. */
const REQUIRED_FIELDS = ['name', 'address', 'city', 'state', 'zipCode'] as const;
const isRequired = (name: FieldName): name is (typeof REQUIRED_FIELDS)[number] =>
  (REQUIRED_FIELDS as readonly string[]).includes(name);

const TEXT_FIELDS: readonly { name: Exclude<FieldName, 'state'>; type?: string; autoComplete?: string }[] = [
  { name: 'name' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'zipCode', autoComplete: 'postal-code' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'pharmacyLicense' },
];

const emptyLocation: FormInput = {
  name: '',
  address: '',
  city: '',
  state: DEFAULT_STATE,
  zipCode: '',
  phone: '',
  email: '',
  pharmacyLicense: '',
  isPrimary: false,
};

/**
 * Add or edit a location (portal spec §5 location form), with each field's error under it. `onSave`
 * throws on failure; the server's refusal is shown above the fields (and on the field it names).
 */
export function LocationForm({
  location,
  onSave,
  onCancel,
}: {
  location?: PharmacyLocation;
  onSave: (details: LocationDetails) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('organization-admin');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<LocationErrorKey | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: schemaResolver(locationBody),
    defaultValues: location ? { ...location } : emptyLocation,
    reValidateMode: 'onSubmit',
  });

  // Opening the form moves focus to it, so keyboard and screen-reader users land where they work.
  useEffect(() => heading.current?.focus(), []);

  const errorText = (name: FieldName): string | undefined => {
    if (!errors[name]) return undefined;
    const value = String(getValues(name) ?? '').trim();
    if (isRequired(name) && value === '') return t(`form.required.${name}`);
    if (name === 'email') return t('form.invalidEmail');
    if (name === 'state') return t('form.invalidState');
    return t('form.tooLong', { field: t(`form.fields.${name}`) });
  };

  const field = (name: FieldName) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setFailure(null);
      },
    });

  const onSubmit = handleSubmit(async ({ isPrimary: _flag, ...details }) => {
    setFailure(null);
    try {
      await onSave(details);
    } catch (error) {
      const named = error instanceof ApiError ? error.field : undefined;
      if (named && named in emptyLocation) setError(named as FieldPath<FormInput>, { type: 'server' });
      setFailure(locationErrorKey(error, 'save'));
    }
  });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-lg text-slate-900 outline-none dark:text-white"
      >
        {location ? t('form.editTitle', { name: location.name }) : t('form.addTitle')}
      </h3>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        {failure && <MessageBanner tone="error">{t(failure)}</MessageBanner>}
        <div className="grid gap-5 sm:grid-cols-2">
          {TEXT_FIELDS.slice(0, 3).map(({ name, type, autoComplete }) => (
            <TextField
              key={name}
              label={t(`form.fields.${name}`)}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              required={isRequired(name)}
              error={errorText(name)}
              {...field(name)}
            />
          ))}
          <SelectField label={t('form.fields.state')} required error={errorText('state')} {...field('state')}>
            {STATE_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`states.${code}`)}
              </option>
            ))}
          </SelectField>
          {TEXT_FIELDS.slice(3).map(({ name, type, autoComplete }) => (
            <TextField
              key={name}
              label={t(`form.fields.${name}`)}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              required={isRequired(name)}
              hint={isRequired(name) ? undefined : t('form.optional')}
              error={errorText(name)}
              {...field(name)}
            />
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner className="size-4" />}
            {isSubmitting ? t('form.saving') : location ? t('form.saveChanges') : t('form.add')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
