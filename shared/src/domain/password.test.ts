import { describe, expect, it } from 'vitest';
import { registerBody } from '../api/schemas/users';
import { firstBrokenPasswordRule, PASSWORD_RULES } from './password';

describe('password rule (public-site-and-auth §5)', () => {
  it('reports the first broken rule in the spec’s order', () => {
    expect(firstBrokenPasswordRule('abc')?.id).toBe('length');
    expect(firstBrokenPasswordRule('abcdefgh')?.id).toBe('number');
    expect(firstBrokenPasswordRule('abcdefg1')?.id).toBe('special');
    expect(firstBrokenPasswordRule('ABCDEFG1!')?.id).toBe('lowercase');
    expect(firstBrokenPasswordRule('abcdefg1!')).toBeUndefined();
  });

  it('counts exactly the spec’s special characters', () => {
    for (const c of `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`) expect(firstBrokenPasswordRule(`abcdefg1${c}`)).toBeUndefined();
    for (const c of ['~', '`', ' ', '€']) expect(firstBrokenPasswordRule(`abcdefg1${c}`)?.id).toBe('special');
  });

  it('is what the registration schema enforces, message first-broken-first', () => {
    const parse = (password: string) =>
      registerBody.safeParse({ firstName: 'a', lastName: 'b', email: 'a@b.co', phone: '1', password });
    expect(parse('').error?.issues[0]?.message).toBe('Password is required');
    for (const rule of PASSWORD_RULES) {
      const sample = { length: 'ab1!', number: 'abcdefgh!', special: 'abcdefgh1', lowercase: 'ABCDEFGH1!' }[rule.id];
      expect(parse(sample).error?.issues[0]?.message).toBe(rule.message);
    }
    expect(parse('abcdefg1!').success).toBe(true);
  });
});
