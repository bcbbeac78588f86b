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

  it('counts exactly Cognito’s special characters, and an inner space (user-pool-settings-policies)', () => {
    for (const c of `^$*.[]{}()?"!@#%&/\\,><':;|_~\`=+-`) {
      expect(firstBrokenPasswordRule(`abcdefg1${c}`)).toBeUndefined();
    }
    expect(firstBrokenPasswordRule('abc defg1')).toBeUndefined();
    for (const c of ['€', '¿', '·', 'ñ']) expect(firstBrokenPasswordRule(`abcdefg1${c}`)?.id).toBe('special');
  });

  it('refuses white space at either end, as Cognito’s Password pattern does', () => {
    expect(firstBrokenPasswordRule(' abcdefg1!')?.id).toBe('edges');
    expect(firstBrokenPasswordRule('abcdefg1! ')?.id).toBe('edges');
    expect(firstBrokenPasswordRule('abcdefg1!\t')?.id).toBe('edges');
    expect(firstBrokenPasswordRule(' abc defg1 ')?.id).toBe('edges');
  });

  it('is what the registration schema enforces, message first-broken-first', () => {
    const parse = (password: string) =>
      registerBody.safeParse({ firstName: 'a', lastName: 'b', email: 'a@b.co', phone: '1', password });
    expect(parse('').error?.issues[0]?.message).toBe('Password is required');
    for (const rule of PASSWORD_RULES) {
      const sample = {
        length: 'ab1!',
        number: 'abcdefgh!',
        special: 'abcdefgh1',
        lowercase: 'ABCDEFGH1!',
        edges: 'abcdefg1! ',
      }[rule.id];
      expect(parse(sample).error?.issues[0]?.message).toBe(rule.message);
    }
    expect(parse('abcdefg1!').success).toBe(true);
  });
});
