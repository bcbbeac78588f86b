import { locationBody } from '@lunia/shared/api/schemas/locations';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PortalCard } from '../../../components/ui/portal-card';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { StateOptions } from '../../../components/ui/state-options';
import { TextField } from '../../../components/ui/text-field';
import type { PharmacyLocation } from '../../../entities/locations/api/list-locations';
import { DEFAULT_STATE } from '../../../lib/state-codes';
import { useSchemaForm } from '../../../lib/use-schema-form';
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

/** The fields in the order the form shows them; the state is a select, the others text inputs. */
const FIELD_ORDER: readonly FieldName[] = [
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
  'email',
  'pharmacyLicense',
];

const TEXT_INPUT: Partial<Record<FieldName, { type?: string; autoComplete: string }>> = {
  address: { autoComplete: 'street-address' },
  city: { autoComplete: 'address-level2' },
  zipCode: { autoComplete: 'postal-code' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
};

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
  prefill,
  onSave,
  onCancel,
}: {
  location?: PharmacyLocation;
  /** A new location's first values (the organization's own details for its first location). */
  prefill?: Partial<FormInput> | undefined;
  onSave: (details: LocationDetails) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('organization-admin');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    field,
    submit,
    failure,
    markServerField,
    getValues,
    formState: { errors, isSubmitting },
  } = useSchemaForm<FormInput, FormOutput, LocationErrorKey>(locationBody, {
    defaultValues: location ? { ...location } : { ...emptyLocation, ...prefill },
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

  const onSubmit = submit(
    ({ isPrimary: _flag, ...details }) => onSave(details),
    (error) => {
      markServerField(error, { isField: (name) => name in emptyLocation });
      return locationErrorKey(error, 'save');
    },
  );

  return (
    <PortalCard
      headingId={headingId}
      headingLevel={3}
      headingRef={heading}
      title={location ? t('form.editTitle', { name: location.name }) : t('form.addTitle')}
    >
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        {failure && <MessageBanner tone="error">{t(failure)}</MessageBanner>}
        {!location && prefill && <MessageBanner tone="info">{t('form.prefilled')}</MessageBanner>}
        <div className="grid gap-5 sm:grid-cols-2">
          {FIELD_ORDER.map((name) =>
            name === 'state' ? (
              <SelectField key={name} label={t('form.fields.state')} required error={errorText(name)} {...field(name)}>
                <StateOptions nameOf={(code) => t(`states.${code}`)} />
              </SelectField>
            ) : (
              <TextField
                key={name}
                label={t(`form.fields.${name}`)}
                type={TEXT_INPUT[name]?.type ?? 'text'}
                autoComplete={TEXT_INPUT[name]?.autoComplete}
                required={isRequired(name)}
                hint={isRequired(name) ? undefined : t('form.optional')}
                error={errorText(name)}
                {...field(name)}
              />
            ),
          )}
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
    </PortalCard>
  );
}
