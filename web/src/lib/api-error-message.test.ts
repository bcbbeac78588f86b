import { ERROR_CODES } from '@lunia/shared/errors';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enCommon from '../locales/en/common.json';
import esCommon from '../locales/es/common.json';
import { ApiError, type ClientErrorCode } from './api-client';
import { apiErrorMessage } from './api-error-message';

const strings = i18next.createInstance();
await strings.init({
  resources: { en: { common: enCommon }, es: { common: esCommon } },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const tIn = (language: 'en' | 'es') => strings.getFixedT(language, 'common');

const CLIENT_CODES: ClientErrorCode[] = ['NETWORK_ERROR', 'UNEXPECTED_RESPONSE'];
const catalogueCodes = [...Object.keys(ERROR_CODES), ...CLIENT_CODES];

const apiError = (code: string, message: string) => new ApiError({ status: 400, code, message });

describe('API errors in the visitor language', () => {
  it('every code of the error catalogue (shared/src/errors.ts) and of the client has English and Spanish text', () => {
    const missing = catalogueCodes.flatMap((code) =>
      (['en', 'es'] as const).flatMap((language) => {
        const text = (language === 'en' ? enCommon : esCommon).errors[code as keyof typeof enCommon.errors];
        return typeof text === 'string' && text.trim() !== '' ? [] : [`${language}: errors.${code}`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('shows a known code from the catalogue, never the server message', () => {
    const error = apiError('EMAIL_EXISTS', 'An account with this email already exists. Please try logging in instead.');
    expect(apiErrorMessage(tIn('es'), error)).toBe(esCommon.errors.EMAIL_EXISTS);
    expect(apiErrorMessage(tIn('es'), error)).not.toContain(error.message);
    expect(apiErrorMessage(tIn('en'), error)).toBe(enCommon.errors.EMAIL_EXISTS);
  });

  it('the Spanish text of every code differs from the server English message', () => {
    const english = catalogueCodes.filter(
      (code) =>
        apiErrorMessage(tIn('es'), apiError(code, 'x')) === ERROR_CODES[code as keyof typeof ERROR_CODES]?.message,
    );
    expect(english).toEqual([]);
  });

  it('an unknown code gives a generic message that names it, in both languages', () => {
    const error = apiError('SOMETHING_NEW', 'A message only the server knows.');
    expect(apiErrorMessage(tIn('en'), error)).toBe('Something went wrong (error SOMETHING_NEW). Please try again.');
    expect(apiErrorMessage(tIn('es'), error)).toBe('Algo salió mal (error SOMETHING_NEW). Inténtelo de nuevo.');
  });

  it('anything that is not an API error gives the generic message', () => {
    expect(apiErrorMessage(tIn('es'), new TypeError('Failed to fetch'))).toBe(esCommon.apiError.generic);
    expect(apiErrorMessage(tIn('en'), undefined)).toBe(enCommon.apiError.generic);
  });
});
