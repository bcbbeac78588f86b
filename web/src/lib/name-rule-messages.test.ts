/**
 * The name rules (issue 39, shared/src/domain/names.ts) as a person reads them in the forms that write
 * a name: the resolver names the rule a name broke, and the field shows it in English and Spanish —
 * from the form's own check, and from the API's answer when the server refused it.
 */
import { createOrganizationBody } from '@lunia/shared/api/schemas/organizations';
import { registerBody } from '@lunia/shared/api/schemas/users';
import i18next from 'i18next';
import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import enCommon from '../locales/en/common.json';
import esCommon from '../locales/es/common.json';
import { fieldErrorText } from './field-error-text';
import { fieldErrorFromServerMessage, schemaResolver } from './schema-resolver';

const strings = i18next.createInstance();
await strings.init({
  resources: { en: { common: enCommon }, es: { common: esCommon } },
  lng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const t = (language: 'en' | 'es') => strings.getFixedT(language, 'common');

const registration = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phone: '787',
  password: 'abcdefg1!',
};

async function errorOf(schema: Parameters<typeof schemaResolver>[0], values: Record<string, unknown>, field: string) {
  const result = await schemaResolver(schema)(values as never, undefined, {} as never);
  return (result.errors as Record<string, FieldError>)[field];
}

describe('name rules in the forms (issue 39)', () => {
  it.each([
    [
      'firstName',
      'Visit https://x.example',
      'First name cannot contain a web address or an e-mail address',
      'Nombre no puede contener una dirección web ni de correo electrónico',
    ],
    ['lastName', '=SUM(A1)', 'Last name cannot start with =, +, - or @', 'Apellido no puede empezar con =, +, - ni @'],
    [
      'lastName',
      'Ruiz 2',
      "Last name may contain only letters, spaces, apostrophes ('), hyphens (-) and periods (.)",
      "Apellido solo puede tener letras, espacios, apóstrofos ('), guiones (-) y puntos (.)",
    ],
  ])('registration %s = %j', async (field, value, english, spanish) => {
    const error = await errorOf(registerBody, { ...registration, [field]: value }, field);
    expect(error?.type).toBe('nameRule');
    const label = {
      en: field === 'firstName' ? 'First name' : 'Last name',
      es: field === 'firstName' ? 'Nombre' : 'Apellido',
    };
    expect(fieldErrorText(t('en'), error, label.en)).toBe(english);
    expect(fieldErrorText(t('es'), error, label.es)).toBe(spanish);
  });

  it('an organization name: a business name', async () => {
    const org = {
      name: 'Farmacia #1',
      pharmacyLicenseNumber: 'F-1',
      address: 'C',
      city: 'P',
      zipCode: '0',
      phone: '7',
    };
    const error = await errorOf(createOrganizationBody, org, 'name');
    expect(fieldErrorText(t('es'), error, 'Nombre de la organización')).toBe(
      "Nombre de la organización solo puede tener letras, dígitos, espacios y . , ' - & ( )",
    );
    expect(await errorOf(createOrganizationBody, { ...org, name: 'Farmacia 24 Horas, Inc.' }, 'name')).toBeUndefined();
  });

  it('the API’s answer, recognised by its message', () => {
    const refused = fieldErrorFromServerMessage('Organization name cannot start with =, +, - or @');
    expect(fieldErrorText(t('es'), refused, 'Nombre')).toBe('Nombre no puede empezar con =, +, - ni @');
    const characters = fieldErrorFromServerMessage(
      'Last name may contain only letters, spaces, apostrophes, hyphens and periods',
    );
    expect(characters).toEqual({ type: 'nameRule', message: 'person-name:characters' });
  });
});
