import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { userTypeLabel } from '../features/admin/utils/user-type-label';
import { badgeStateOf } from '../features/documents/document-rules';
import enAdminReview from '../locales/en/admin-review.json';
import enAdminUsers from '../locales/en/adminUsers.json';
import enDocuments from '../locales/en/documents.json';
import esAdminReview from '../locales/es/admin-review.json';
import esAdminUsers from '../locales/es/adminUsers.json';
import esDocuments from '../locales/es/documents.json';

/** Every string of a locale file, with its key path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key));
  return [];
}

const localeDir = resolve(import.meta.dirname, '../locales');

describe('polish seen in issue 40 (item 15)', () => {
  it('the Spanish upload confirmation agrees with any document type ("Licencia de Farmacia subido" was wrong)', () => {
    const message = esDocuments.row.uploaded.replace('{{type}}', esDocuments.types.pharmacy_license);
    expect(message).toBe('Documento «Licencia de Farmacia» subido y en espera de revisión.');
  });

  it('no UI text ends a sentence with two periods (an ellipsis has three)', () => {
    for (const language of ['en', 'es']) {
      for (const file of readdirSync(resolve(localeDir, language))) {
        const json = JSON.parse(readFileSync(resolve(localeDir, language, file), 'utf8'));
        for (const [key, text] of strings(json)) {
          expect(/(?<!\.)\.\.(?!\.)/.test(text), `${language}/${file} ${key}: ${text}`).toBe(false);
        }
      }
    }
  });

  it('the English admin review filters name document types in English only', () => {
    expect(enAdminReview.types).toEqual(enDocuments.types);
  });

  it('the admin review names modules as the products are named ("BookRx", not "BOOKRX")', () => {
    expect(enAdminReview.modules).toEqual(enAdminUsers.detail.modules);
    expect(esAdminReview.modules).toEqual(esAdminUsers.detail.modules);
  });

  it('the admin review status filter names approved documents as its counts and badges do', () => {
    for (const review of [enAdminReview, esAdminReview]) {
      expect(review.filters.statuses.verified).toBe(review.status.approved);
      expect(review.filters.statuses.pending).toBe(review.status.pending);
      expect(review.filters.statuses.denied).toBe(review.status.denied);
    }
  });

  it('the account type is shown in words in each language, an unknown one as stored', () => {
    const en = (key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], enAdminUsers);
    const es = (key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], esAdminUsers);
    expect(userTypeLabel('PHARMACIST', (key) => String(en(key)))).toBe('Pharmacist');
    expect(userTypeLabel('PHARMACIST', (key) => String(es(key)))).toBe('Farmacéutico');
    expect(userTypeLabel('PHARMACY_OWNER', (key) => String(es(key)))).toBe('Dueño de farmacia');
    expect(userTypeLabel('SOMETHING_NEW', () => 'never')).toBe('SOMETHING_NEW');
  });

  it('an optional credential never uploaded reads "Not uploaded", a required one "Missing"', () => {
    expect(badgeStateOf('missing', true)).toBe('notUploaded');
    expect(badgeStateOf('missing', false)).toBe('missing');
    expect(badgeStateOf('pending', true)).toBe('pending');
    expect(enDocuments.status.notUploaded).toBe('Not uploaded');
    expect(esDocuments.status.notUploaded).toBe('Sin subir');
  });
});
