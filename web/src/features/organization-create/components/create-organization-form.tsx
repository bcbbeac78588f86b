import { createOrganizationBody } from '@lunia/shared/api/schemas/organizations';
import { MODULES } from '@lunia/shared/domain/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { StateOptions } from '../../../components/ui/state-options';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/field-error-text';
import { DEFAULT_STATE } from '../../../lib/state-codes';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateOrganization } from '../api/create-organization';
import { scheduleRedirectAfterCreate } from '../utils/redirect-after-create';
import '../i18n';

type FormInput = z.input<typeof createOrganizationBody>;
type FormOutput = z.output<typeof createOrganizationBody>;
type FieldName = Exclude<keyof FormInput, 'modules'>;

/** The six fields §5 requires, each with its own message. */
const REQUIRED_FIELDS = ['name', 'pharmacyLicenseNumber', 'phone', 'address', 'city', 'zipCode'] as const;
type RequiredField = (typeof REQUIRED_FIELDS)[number];
const isRequired = (name: string): name is RequiredField => (REQUIRED_FIELDS as readonly string[]).includes(name);

/** Fields whose server refusal has its own §8 message. */
const SERVER_MESSAGE_FIELDS = ['name', 'pharmacyLicenseNumber', 'contactEmail'] as const;
type ServerMessageField = (typeof SERVER_MESSAGE_FIELDS)[number];
const hasServerMessage = (name: string): name is ServerMessageField =>
  (SERVER_MESSAGE_FIELDS as readonly string[]).includes(name);

const TEXT_FIELDS: readonly { name: FieldName; type?: string; autoComplete?: string; wide?: boolean }[] = [
  { name: 'name', autoComplete: 'organization', wide: true },
  { name: 'pharmacyLicenseNumber' },
  { name: 'einNumber' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'contactEmail', type: 'email', autoComplete: 'email' },
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
];

/** Why the organization was not created: each has its own message (`server.<key>`). */
type Failure = 'unauthorized' | 'failed' | ServerMessageField;

/** The create-organization form (portal spec §2, §5, §8). */
export function CreateOrganizationForm() {
  const { t } = useTranslation('organization-create');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const create = useCreateOrganization();
  const [created, setCreated] = useState(false);
  const {
    register,
    field,
    submit,
    failure,
    markServerField,
    getValues,
    formState: { errors, isSubmitting },
  } = useSchemaForm<FormInput, FormOutput, Failure>(createOrganizationBody, {
    defaultValues: {
      name: '',
      pharmacyLicenseNumber: '',
      address: '',
      city: '',
      state: DEFAULT_STATE,
      zipCode: '',
      contactEmail: '',
      einNumber: '',
      phone: '',
      website: '',
      description: '',
      modules: ['bookrx'],
    },
  });

  useEffect(() => (created ? scheduleRedirectAfterCreate(navigate) : undefined), [created, navigate]);

  /** §5 messages for an empty required field, §8 messages for the fields the server names, else too long. */
  const errorText = (name: FieldName): string | undefined => {
    if (!errors[name]) return undefined;
    const value = String(getValues(name) ?? '').trim();
    if (isRequired(name) && value === '') return t(`required.${name}`);
    // A name that is not a business name (issue 39): the rule it broke, in the visitor's language.
    if (errors[name]?.type === 'nameRule') return fieldErrorText(tCommon, errors[name], t(`fields.${name}`));
    if (hasServerMessage(name)) return t(`server.${name}`);
    if (name === 'state') return t('invalid.state');
    return t('invalid.tooLong', { field: t(`fields.${name}`) });
  };

  const onSubmit = submit(
    async (values) => {
      await create.mutateAsync(values);
      setCreated(true);
    },
    (error) => {
      if (error instanceof ApiError && error.status === 401) return 'unauthorized';
      const marked = markServerField(error);
      return marked && hasServerMessage(marked) ? marked : 'failed';
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-describedby="create-organization-required">
      <p id="create-organization-required" className="text-slate-600 text-sm dark:text-slate-400">
        {t('requiredHint')}
      </p>
      {created && <MessageBanner tone="success">{t('success')}</MessageBanner>}
      {failure && <MessageBanner tone="error">{t(`server.${failure}`)}</MessageBanner>}

      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, type, autoComplete, wide }) => (
          <TextField
            key={name}
            label={t(`fields.${name}`)}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            required={isRequired(name)}
            error={errorText(name)}
            className={wide ? 'sm:col-span-2' : undefined}
            {...field(name)}
          />
        ))}
        <SelectField label={t('fields.state')} required error={errorText('state')} {...field('state')}>
          <StateOptions nameOf={(code) => t(`states.${code}`)} />
        </SelectField>
        <TextField
          label={t('fields.zipCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          required
          error={errorText('zipCode')}
          {...field('zipCode')}
        />
        <TextField
          label={t('fields.website')}
          type="url"
          autoComplete="url"
          hint={t('optional')}
          error={errorText('website')}
          className="sm:col-span-2"
          {...field('website')}
        />
        <TextAreaField
          label={t('fields.description')}
          hint={t('optional')}
          error={errorText('description')}
          className="sm:col-span-2"
          {...field('description')}
        />
      </div>

      <fieldset>
        <legend className="font-medium text-slate-900 text-sm dark:text-slate-100">{t('modules.legend')}</legend>
        <p className="mt-1 text-slate-600 text-xs dark:text-slate-400">{t('modules.hint')}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {MODULES.map((module) => (
            <label
              key={module}
              className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-slate-800 text-sm dark:border-slate-700 dark:text-slate-200"
            >
              <input
                type="checkbox"
                value={module}
                className="size-4 accent-brand-700 dark:accent-brand-300"
                {...register('modules')}
              />
              {t(`modules.${module}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <Button type="submit" disabled={isSubmitting || created}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
