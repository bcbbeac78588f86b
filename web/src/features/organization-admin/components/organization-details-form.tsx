import { updateOrganizationBody } from '@lunia/shared/api/schemas/organizations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { StateOptions } from '../../../components/ui/state-options';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import type { OrganizationDetails } from '../../../entities/organization/api/get-organization';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { fieldErrorText } from '../../../lib/field-error-text';
import { fieldErrorFromServerMessage } from '../../../lib/schema-resolver';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateOrganization } from '../api/update-organization';
import '../i18n';

type FormInput = z.input<typeof updateOrganizationBody>;
type FormOutput = z.output<typeof updateOrganizationBody>;
/** The details the form edits (the requested modules are chosen elsewhere). */
type FieldName =
  | 'name'
  | 'pharmacyLicenseNumber'
  | 'einNumber'
  | 'phone'
  | 'contactEmail'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'website'
  | 'description';

const FIELDS: readonly FieldName[] = [
  'name',
  'pharmacyLicenseNumber',
  'einNumber',
  'phone',
  'contactEmail',
  'address',
  'city',
  'state',
  'zipCode',
  'website',
  'description',
];
const REQUIRED: readonly FieldName[] = ['name', 'pharmacyLicenseNumber', 'phone', 'address', 'city', 'zipCode'];
/** A change of these on a verified organization waits for Lunia's review. */
const REVIEWED: readonly FieldName[] = ['name', 'pharmacyLicenseNumber'];
const WIDE: readonly FieldName[] = ['name', 'address', 'website', 'description'];

const INPUT: Partial<Record<FieldName, { type?: string; autoComplete?: string; inputMode?: 'numeric' }>> = {
  name: { autoComplete: 'organization' },
  phone: { type: 'tel', autoComplete: 'tel' },
  contactEmail: { type: 'email', autoComplete: 'email' },
  address: { autoComplete: 'street-address' },
  city: { autoComplete: 'address-level2' },
  zipCode: { autoComplete: 'postal-code', inputMode: 'numeric' },
  website: { type: 'url', autoComplete: 'url' },
};

const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

/** The form's values from the record: the verified (current) values, never the ones held for review. */
export const formValuesOf = (org: Pick<OrganizationDetails, FieldName>): Record<FieldName, string> =>
  Object.fromEntries(FIELDS.map((name) => [name, org[name] ?? ''])) as Record<FieldName, string>;

type Outcome = { tone: 'success'; key: 'details.saved' | 'details.savedHeld' | 'details.nothingChanged' } | null;

/**
 * The organization's details for its owner or an admin (issue 24), on the shared update schema: only
 * the fields changed are sent. On a verified organization a new legal name or licence number is held
 * for Lunia's review (the hint under them says so); the server's refusal is shown on its field.
 */
export function OrganizationDetailsForm({ org }: { org: OrganizationDetails }) {
  const { t } = useTranslation('organization-admin');
  const { t: tCommon } = useTranslation();
  const save = useUpdateOrganization(org.id);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    field,
    submit,
    failure,
    markServerField,
    reset,
    formState: { errors, dirtyFields, isSubmitting },
  } = useSchemaForm<FormInput, FormOutput>(updateOrganizationBody, { defaultValues: formValuesOf(org) }, () =>
    setOutcome(null),
  );

  const labelOf = (name: FieldName) => t(`details.fields.${name}`);
  const hintOf = (name: FieldName) =>
    org.verified && REVIEWED.includes(name)
      ? t('details.reviewedHint')
      : REQUIRED.includes(name)
        ? undefined
        : t('form.optional');

  const onSubmit = submit(
    async (values) => {
      setOutcome(null);
      const changed = Object.fromEntries(
        Object.entries(values).filter(([name]) => isField(name) && dirtyFields[name as FieldName]),
      ) as FormOutput;
      if (Object.keys(changed).length === 0) return setOutcome({ tone: 'success', key: 'details.nothingChanged' });
      const { org: saved } = await save.mutateAsync(changed);
      reset(formValuesOf(saved));
      const held = org.verified && REVIEWED.some((name) => name in changed) && saved.pendingChange !== undefined;
      setOutcome({ tone: 'success', key: held ? 'details.savedHeld' : 'details.saved' });
    },
    (error) => {
      if (error instanceof ApiError) {
        markServerField(error, { mark: fieldErrorFromServerMessage(error.message), isField, focus: true });
      }
      return apiErrorMessage(tCommon, error);
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
      {failure && <MessageBanner tone="error">{failure}</MessageBanner>}
      {outcome && <MessageBanner tone="success">{t(outcome.key)}</MessageBanner>}
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((name) => {
          const shared = {
            label: labelOf(name),
            required: REQUIRED.includes(name),
            hint: hintOf(name),
            error: fieldErrorText(tCommon, errors[name], labelOf(name)),
            className: WIDE.includes(name) ? 'sm:col-span-2' : undefined,
          };
          if (name === 'state') {
            return (
              <SelectField key={name} {...shared} {...field(name)}>
                <StateOptions nameOf={(code) => t(`states.${code}`)} />
              </SelectField>
            );
          }
          if (name === 'description') return <TextAreaField key={name} rows={3} {...shared} {...field(name)} />;
          return (
            <TextField
              key={name}
              type={INPUT[name]?.type ?? 'text'}
              autoComplete={INPUT[name]?.autoComplete}
              inputMode={INPUT[name]?.inputMode}
              {...shared}
              {...field(name)}
            />
          );
        })}
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? t('details.saving') : t('details.save')}
      </Button>
    </form>
  );
}
