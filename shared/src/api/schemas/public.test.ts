import { describe, expect, it } from 'vitest';
import { betaSignupForm } from './public';

const valid = {
  product: 'core',
  firstName: ' Ana ',
  lastName: 'Ruiz',
  email: ' Ana.Ruiz@Example.COM ',
  pharmacyName: 'Farmacia Ana',
};

const firstIssue = (input: unknown) => {
  const result = betaSignupForm.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
};

describe('beta signup schema', () => {
  it('trims text, normalizes the e-mail and defaults optional fields to empty', () => {
    const parsed = betaSignupForm.parse(valid);
    expect(parsed).toMatchObject({
      firstName: 'Ana',
      email: 'ana.ruiz@example.com',
      phone: '',
      pharmacyType: '',
      currentSystem: '',
      message: '',
      language: 'en',
    });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['pharmacyName', 'Pharmacy name is required'],
  ])('requires %s with a readable message', (field, message) => {
    expect(firstIssue({ ...valid, [field]: undefined })).toEqual({ path: field, message });
    expect(firstIssue({ ...valid, [field]: '   ' })).toEqual({ path: field, message });
  });

  it('rejects an invalid e-mail, an unknown product and an unknown pharmacy type', () => {
    expect(firstIssue({ ...valid, email: 'ana@' })).toEqual({
      path: 'email',
      message: 'Please enter a valid email address',
    });
    expect(firstIssue({ ...valid, product: 'shift' }).path).toBe('product');
    expect(firstIssue({ ...valid, pharmacyType: 'mall' }).path).toBe('pharmacyType');
  });

  it('bounds the length of every text field', () => {
    expect(firstIssue({ ...valid, firstName: 'a'.repeat(201) })).toEqual({
      path: 'firstName',
      message: 'First name must be at most 200 characters',
    });
    expect(firstIssue({ ...valid, message: 'a'.repeat(5001) }).path).toBe('message');
  });

  it('accepts Spanish as the e-mail language and nothing else', () => {
    expect(betaSignupForm.parse({ ...valid, language: 'es' }).language).toBe('es');
    expect(firstIssue({ ...valid, language: 'fr' }).path).toBe('language');
  });
});
