/**
 * Every form validates with the shared schemas through one resolver (lib/schema-resolver.ts); the public
 * forms load theirs when a visitor starts on a form (the page's first load carries neither zod nor the
 * API client). What a visitor reads for a bad answer: for each public form, these inputs give these
 * messages, in English and Spanish.
 */
import { betaSignupForm, contactMessageForm, partnerInquiryForm } from '@lunia/shared/api/schemas/public';
import type { Language } from '@lunia/shared/domain/constants';
import i18next from 'i18next';
import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import enBetaSignup from '../locales/en/beta-signup.json';
import enCommon from '../locales/en/common.json';
import enContact from '../locales/en/contact.json';
import enPartners from '../locales/en/partners.json';
import esBetaSignup from '../locales/es/beta-signup.json';
import esCommon from '../locales/es/common.json';
import esContact from '../locales/es/contact.json';
import esPartners from '../locales/es/partners.json';
import { fieldErrorText } from './field-error-text';
import { fieldErrorFromServerMessage, schemaResolver, type ValidatingSchema } from './schema-resolver';

const strings = i18next.createInstance();
await strings.init({
  resources: {
    en: { common: enCommon, contact: enContact, partners: enPartners, 'beta-signup': enBetaSignup },
    es: { common: esCommon, contact: esContact, partners: esPartners, 'beta-signup': esBetaSignup },
  },
  lng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const FIELDS = {
  contact: ['name', 'email', 'role', 'organization', 'message', 'website'],
  partners: ['name', 'email', 'organization', 'role', 'partnerType', 'message', 'website'],
  'beta-signup': [
    'firstName',
    'lastName',
    'email',
    'phone',
    'pharmacyName',
    'pharmacyType',
    'currentSystem',
    'message',
    'website',
  ],
} as const;
type Form = keyof typeof FIELDS;
const SCHEMAS: Record<Form, ValidatingSchema<unknown>> = {
  contact: contactMessageForm,
  partners: partnerInquiryForm,
  'beta-signup': betaSignupForm,
};

/** What the form shows under each field for these answers (every control of the page, empty unless given). */
async function messages(
  form: Form,
  language: Language,
  values: Partial<Record<string, string>>,
): Promise<Record<string, string>> {
  const emptyValues = Object.fromEntries(FIELDS[form].map((field) => [field, '']));
  const pageValues = form === 'beta-signup' ? { product: 'core' } : {};
  const result = await schemaResolver(SCHEMAS[form])({ ...pageValues, ...emptyValues, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: undefined,
  });
  const t = strings.getFixedT(language, form);
  const common = strings.getFixedT(language, 'common');
  const label = (field: string) => t((form === 'beta-signup' ? `fields.${field}` : `form.fields.${field}`) as never);
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [
      field,
      fieldErrorText(common, error as FieldError, label(field)) ?? '',
    ]),
  );
}

const long = (length: number) => 'x'.repeat(length);

describe('public form messages', () => {
  it.each([
    {
      form: 'contact',
      language: 'en',
      values: {},
      expected: { name: 'Name is required', email: 'Email is required', message: 'Message is required' },
    },
    {
      form: 'contact',
      language: 'es',
      values: { name: 'Pedro', email: 'no-es-un-correo', role: 'pharmacy-owner', message: 'Hola' },
      expected: { email: 'Introduzca un correo electrónico válido' },
    },
    {
      form: 'contact',
      language: 'en',
      values: { name: '   ', email: 'ana@example.com', organization: long(201), message: long(5001) },
      expected: {
        name: 'Name is required',
        organization: 'Organization must be at most 200 characters',
        message: 'Message must be at most 5000 characters',
      },
    },
    {
      form: 'contact',
      language: 'es',
      values: { name: long(201), email: 'ana@example.com', message: 'Hola' },
      expected: { name: 'Nombre debe tener como máximo 200 caracteres' },
    },
    {
      form: 'contact',
      language: 'en',
      values: { name: 'Ana', email: 'ana@example.com', role: 'astronaut', message: 'Hello' },
      expected: { role: 'I am a is invalid' },
    },
    {
      form: 'contact',
      language: 'en',
      values: { name: 'Ana', email: 'ana@example.com', role: 'pharmacist', message: 'Hello' },
      expected: {},
    },
    {
      form: 'partners',
      language: 'en',
      values: {},
      expected: {
        name: 'Full name is required',
        email: 'Work email is required',
        organization: 'Organization is required',
        role: 'Your role is required',
        partnerType: 'Partnership type is required',
        message: 'How would you like to work together? is required',
      },
    },
    {
      form: 'partners',
      language: 'es',
      values: { name: 'Carmen', email: 'carmen@', organization: 'Clínica', role: 'CEO', message: 'Hola' },
      expected: {
        email: 'Introduzca un correo electrónico válido',
        partnerType: 'El campo «Tipo de colaboración» es obligatorio',
      },
    },
    {
      form: 'partners',
      language: 'en',
      values: {
        name: 'Carmen',
        email: 'carmen@example.com',
        organization: 'Clínica',
        role: 'CEO',
        partnerType: 'clinic',
        message: 'Pilot',
      },
      expected: {},
    },
  ] as const)('$form in $language: $expected', async ({ form, language, values, expected }) => {
    expect(await messages(form, language, values)).toEqual(expected);
  });

  it.each([
    {
      language: 'en',
      values: { email: 'ana@example.com' },
      expected: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        pharmacyName: 'Pharmacy name is required',
      },
    },
    {
      language: 'es',
      values: { firstName: 'Luis', lastName: 'Torres', email: 'luis', pharmacyName: 'Farmacia Luis' },
      expected: { email: 'Introduzca un correo electrónico válido' },
    },
    {
      language: 'es',
      values: { email: 'luis@example.com', firstName: long(201), lastName: 'T', pharmacyName: 'F' },
      expected: { firstName: 'Nombre debe tener como máximo 200 caracteres' },
    },
    {
      language: 'en',
      values: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'ana@example.com',
        pharmacyName: 'Farmacia Ana',
        pharmacyType: 'spaceship',
        phone: long(41),
      },
      expected: { pharmacyType: 'Pharmacy type is invalid', phone: 'Phone must be at most 40 characters' },
    },
    {
      language: 'en',
      values: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', pharmacyName: 'Farmacia Ana' },
      expected: {},
    },
  ] as const)('beta signup in $language: $expected', async ({ language, values, expected }) => {
    expect(await messages('beta-signup', language, values)).toEqual(expected);
  });

  it.each([
    { message: 'Name is required', expected: { type: 'required' } },
    { message: 'Please enter a valid email address', expected: { type: 'invalidEmail' } },
    { message: 'Message must be at most 5000 characters', expected: { type: 'tooLong', message: '5000' } },
    { message: 'Something else', expected: { type: 'invalid' } },
  ])('the server says "$message"', ({ message, expected }) => {
    expect(fieldErrorFromServerMessage(message)).toMatchObject(expected);
  });
});
