import { describe, expect, it } from 'vitest';
import { lookupValuesOf, MAX_LOOKUP_TEXT_LENGTH, normalizeLookupText } from './lookup-text';

describe('organization search text', () => {
  it.each([
    { rule: 'lower case', input: 'FARMACIA Central', expected: 'farmacia central' },
    { rule: 'accents removed', input: 'Farmacía Peñuelas Ñ', expected: 'farmacia penuelas n' },
    { rule: 'composed and decomposed accents are the same', input: 'Cafe\u0301 Cafè', expected: 'cafe cafe' },
    { rule: 'whitespace collapsed and trimmed', input: '  San \t Juan \n Norte ', expected: 'san juan norte' },
    { rule: 'e-mails keep their punctuation', input: 'Info@Farmacia-Sur.PR', expected: 'info@farmacia-sur.pr' },
    { rule: 'licence numbers keep digits and dashes', input: 'ph-12345', expected: 'ph-12345' },
    { rule: 'a capital dotted I lower-cases without a mark', input: 'İSABELA', expected: 'isabela' },
    { rule: 'empty stays empty', input: '   ', expected: '' },
  ])('$rule', ({ input, expected }) => {
    expect(normalizeLookupText(input)).toBe(expected);
  });

  it('cuts long values', () => {
    expect(normalizeLookupText('a'.repeat(500))).toHaveLength(MAX_LOOKUP_TEXT_LENGTH);
  });

  it('takes the name, licence and contact e-mail; missing or non-text values are empty', () => {
    expect(lookupValuesOf({ name: 'Farmacia Ángel', pharmacyLicenseNumber: 'PH-1', contactEmail: undefined })).toEqual({
      name: 'farmacia angel',
      license: 'ph-1',
      email: '',
    });
    expect(lookupValuesOf({ name: 42 })).toEqual({ name: '', license: '', email: '' });
  });
});
