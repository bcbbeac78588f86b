/**
 * The public forms validate with the shared schemas, loaded when a visitor starts on a form (the page's
 * first load carries neither zod nor the API client). What a visitor reads for a bad answer must not
 * change: for each form, the same inputs give the same messages, in English and Spanish, as the forms
 * showed when they validated in the page's own chunk.
 */
import { betaSignupForm, contactMessageForm, partnerInquiryForm } from '@lunia/shared/api/schemas/public';
import type { Language } from '@lunia/shared/domain/constants';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  BETA_SIGNUP_FIELDS,
  fieldErrorMessage as betaFieldErrorMessage,
  fieldErrorsFromIssues as betaFieldErrorsFromIssues,
} from '../features/beta-signup/utils/field-errors';
import enBetaSignup from '../locales/en/beta-signup.json';
import enCommon from '../locales/en/common.json';
import enContact from '../locales/en/contact.json';
import enPartners from '../locales/en/partners.json';
import esBetaSignup from '../locales/es/beta-signup.json';
import esCommon from '../locales/es/common.json';
import esContact from '../locales/es/contact.json';
import esPartners from '../locales/es/partners.json';
import { fieldErrorMessage, fieldErrorsFromIssues, formValues, reasonFromServerMessage } from './use-schema-form';

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

const CONTACT_FIELDS = ['name', 'email', 'role', 'organization', 'message', 'website'] as const;
const PARTNER_FIELDS = ['name', 'email', 'organization', 'role', 'partnerType', 'message', 'website'] as const;

/** What the contact or partnership form shows under each field for these answers. */
function schemaFormMessages(
  form: 'contact' | 'partners',
  language: Language,
  values: Partial<Record<string, string>>,
): Record<string, string> {
  const fields = form === 'contact' ? CONTACT_FIELDS : PARTNER_FIELDS;
  const schema = form === 'contact' ? contactMessageForm : partnerInquiryForm;
  const emptyValues = Object.fromEntries(fields.map((field) => [field, '']));
  const result = schema.safeParse({ ...emptyValues, ...values, language });
  if (result.success) return {};
  const t = strings.getFixedT(language, form);
  const common = strings.getFixedT(language, 'common');
  const errors = fieldErrorsFromIssues(fields, result.error.issues);
  return Object.fromEntries(
    Object.entries(errors).map(([field, reason]) => [
      field,
      fieldErrorMessage(common, reason as NonNullable<typeof reason>, t(`form.fields.${field}` as never)),
    ]),
  );
}

/** What the beta form shows under each field for these answers. */
function betaMessages(language: Language, values: Partial<Record<string, string>>): Record<string, string> {
  const emptyValues = Object.fromEntries(BETA_SIGNUP_FIELDS.map((field) => [field, '']));
  const result = betaSignupForm.safeParse({ product: 'core', ...emptyValues, ...values, language });
  if (result.success) return {};
  const t = strings.getFixedT(language, 'beta-signup');
  const errors = betaFieldErrorsFromIssues(result.error.issues);
  return Object.fromEntries(
    Object.entries(errors).map(([field, reason]) => [
      field,
      betaFieldErrorMessage(t, reason as NonNullable<typeof reason>, t(`fields.${field}` as never)),
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
      expected: { role: 'I am a is required' },
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
        partnerType: 'Tipo de colaboración es obligatorio',
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
  ] as const)('$form in $language: $expected', ({ form, language, values, expected }) => {
    expect(schemaFormMessages(form, language, values)).toEqual(expected);
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
      expected: { email: 'Ingrese un correo electrónico válido' },
    },
    {
      language: 'es',
      values: { email: 'luis@example.com', firstName: long(201), lastName: 'T', pharmacyName: 'F' },
      expected: { firstName: 'Nombre: máximo 200 caracteres' },
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
  ] as const)('beta signup in $language: $expected', ({ language, values, expected }) => {
    expect(betaMessages(language, values)).toEqual(expected);
  });

  it.each([
    { message: 'Name is required', expected: { kind: 'required' } },
    { message: 'Please enter a valid email address', expected: { kind: 'invalidEmail' } },
    { message: 'Message must be at most 5000 characters', expected: { kind: 'tooLong', max: 5000 } },
    { message: 'Something else', expected: { kind: 'invalid' } },
  ])('the server says "$message"', ({ message, expected }) => {
    expect(reasonFromServerMessage(message)).toEqual(expected);
  });
});

describe('formValues', () => {
  it('reads every field from the form, empty when the form has no value for it', () => {
    // FormData is what the browser builds from the form's controls; here from a stand-in with the same entries.
    const entries = new Map<string, string>([
      ['name', 'Ana'],
      ['email', 'typed-before-hydration@example.com'],
    ]);
    const OriginalFormData = globalThis.FormData;
    globalThis.FormData = class {
      get(name: string) {
        return entries.get(name) ?? null;
      }
    } as unknown as typeof FormData;
    try {
      expect(formValues({} as HTMLFormElement, ['name', 'email', 'message'] as const)).toEqual({
        name: 'Ana',
        email: 'typed-before-hydration@example.com',
        message: '',
      });
    } finally {
      globalThis.FormData = OriginalFormData;
    }
  });
});
