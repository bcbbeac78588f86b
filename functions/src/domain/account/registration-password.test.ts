import { describe, expect, it } from 'vitest';
import { hashRegistrationPassword, registrationPasswordMatches } from './registration-password';

describe('the password of a waiting registration (issue 38)', () => {
  it('is kept as a salted scrypt hash that only the same password matches', async () => {
    const stored = await hashRegistrationPassword('lucia-pass1!');
    expect(stored).toMatch(/^scrypt1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(stored).not.toContain('lucia-pass1!');
    expect(await registrationPasswordMatches(stored, 'lucia-pass1!')).toBe(true);
    expect(await registrationPasswordMatches(stored, 'lucia-pass1')).toBe(false);
    expect(await registrationPasswordMatches(stored, 'Lucia-pass1!')).toBe(false);
  });

  it('salts every hash, and refuses a value that is not one of its hashes', async () => {
    const [a, b] = await Promise.all([
      hashRegistrationPassword('same-pass1!'),
      hashRegistrationPassword('same-pass1!'),
    ]);
    expect(a).not.toBe(b);
    expect(await registrationPasswordMatches('plain-text', 'plain-text')).toBe(false);
    expect(await registrationPasswordMatches('bcrypt$aa$bb', 'x')).toBe(false);
  });
});
