import { MAX_DOCUMENT_BYTES } from '@lunia/shared/domain/constants';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import enExpiry from '../../locales/en/expiry.json';
import esExpiry from '../../locales/es/expiry.json';
import {
  allApproved,
  blockingTypes,
  type DocumentRecord,
  fileProblemOf,
  monthMismatchOf,
  monthMismatchWords,
  rejectionProblemOf,
  requiredDocuments,
  uploadActionFor,
} from './document-rules';

const fileOf = (type: string, size: number) => ({ type, size }) as File;

const doc = (type: DocumentRecord['type'], status: DocumentRecord['status'], uploadedAt = '2026-01-01T00:00:00Z') =>
  ({ id: `${type}-${uploadedAt}`, type, status, uploadedAt }) as DocumentRecord;

describe('document rules', () => {
  it('checks the file before sending it (spec §5)', () => {
    expect(fileProblemOf(null)).toBe('noFile');
    expect(fileProblemOf(fileOf('text/html', 10))).toBe('wrongType');
    expect(fileProblemOf(fileOf('application/pdf', MAX_DOCUMENT_BYTES + 1))).toBe('tooLarge');
    expect(fileProblemOf(fileOf('image/jpg', 10))).toBeNull();
    expect(fileProblemOf(fileOf('application/pdf', MAX_DOCUMENT_BYTES))).toBeNull();
  });

  it('lists the four individual documents, the newest of each type, and what blocks submission', () => {
    const required = requiredDocuments(
      [
        doc('pharmacist_license', 'rejected', '2026-01-01T00:00:00Z'),
        doc('pharmacist_license', 'pending', '2026-01-02T00:00:00Z'),
        doc('college_license', 'denied'),
        doc('driver_license', 'approved'),
      ],
      'individual',
    );
    expect(required.map(({ type, state }) => [type, state])).toEqual([
      ['pharmacist_license', 'pending'],
      ['college_license', 'denied'],
      ['pharmacy_certification', 'missing'],
      ['driver_license', 'approved'],
    ]);
    expect(blockingTypes(required)).toEqual(['college_license', 'pharmacy_certification']);
    expect(allApproved(required)).toBe(false);
    expect(requiredDocuments([], 'organization').map(({ type }) => type)).toEqual(['pharmacy_license']);
  });

  it('uploads create, resubmit (denied) or update (existing)', () => {
    expect(uploadActionFor('missing')).toBe('create');
    expect(uploadActionFor('rejected')).toBe('create');
    expect(uploadActionFor('denied')).toBe('resubmit');
    expect(uploadActionFor('pending')).toBe('update');
    expect(uploadActionFor('approved')).toBe('update');
  });

  it('recognizes the server verdicts it can translate', () => {
    expect(rejectionProblemOf('File must be JPEG, PNG, or PDF')).toBe('wrongType');
    expect(rejectionProblemOf('File size must be less than 10MB')).toBe('tooLarge');
    expect(rejectionProblemOf('The PDF is damaged: it has no readable cross-reference table')).toBe('damagedPdf');
    expect(rejectionProblemOf('The PDF has no pages')).toBe('noPages');
    expect(rejectionProblemOf('The image is damaged: its width and height must be between 1 and 20000 pixels')).toBe(
      'badImage',
    );
    expect(rejectionProblemOf('The file was blocked: the malware scan found a threat in it')).toBe('malware');
    expect(rejectionProblemOf('something else')).toBeNull();
  });

  it("says a refused renewal's month and proposed date in the user's language (EXPIRY_MONTH_MISMATCH)", async () => {
    const details = { requiredMonth: 3, proposedExpiresOn: '2028-03-31' };
    const refusal = (code: string, errorDetails?: Record<string, string | number>) =>
      new ApiError({
        status: 400,
        code,
        message: 'English for API clients',
        field: 'expiresOn',
        details: errorDetails,
      });
    expect(monthMismatchOf(refusal('EXPIRY_MONTH_MISMATCH', details))).toEqual(details);
    expect(monthMismatchOf(refusal('VALIDATION_FAILED', details))).toBeNull();
    expect(monthMismatchOf(refusal('EXPIRY_MONTH_MISMATCH'))).toBeNull();
    expect(monthMismatchOf(new Error('offline'))).toBeNull();

    const strings = i18next.createInstance();
    await strings.init({
      resources: { en: { expiry: enExpiry }, es: { expiry: esExpiry } },
      lng: 'en',
      interpolation: { escapeValue: false },
    });
    const say = (language: 'en' | 'es') => {
      const t = strings.getFixedT(language, 'expiry');
      const words = monthMismatchWords(details, language);
      return `${t('staggered.message', { month: words.month })} ${t('staggered.use', { date: words.date })}`;
    };
    expect(say('en')).toBe(
      'This registration expires in March each year (its month of first registration). Use March 31, 2028?',
    );
    expect(say('es')).toBe(
      'Este registro vence en marzo de cada año (su mes de primer registro). ¿Usar el 31 de marzo de 2028?',
    );
  });
});
