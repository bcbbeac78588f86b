import { describe, expect, it } from 'vitest';
import {
  hashRegistrationPassword,
  LOWEST_REGISTRATION_HASH_LOG2_N,
  REGISTRATION_HASH_LOG2_N,
  registrationPasswordMatches,
} from './registration-password';

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

  it('keeps its cost in the hash: a cheaper one (the test stacks) is named, and checked with that cost', async () => {
    const cheap = await hashRegistrationPassword('lucia-pass1!', LOWEST_REGISTRATION_HASH_LOG2_N);
    expect(cheap).toMatch(/^scrypt1\.n10\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await registrationPasswordMatches(cheap, 'lucia-pass1!')).toBe(true);
    expect(await registrationPasswordMatches(cheap, 'lucia-pass2!')).toBe(false);
    // The same salt and key under another cost name is another hash: it does not match.
    expect(await registrationPasswordMatches(cheap.replace('scrypt1.n10', 'scrypt1.n11'), 'lucia-pass1!')).toBe(false);
    expect(await registrationPasswordMatches(cheap.replace('scrypt1.n10', 'scrypt1'), 'lucia-pass1!')).toBe(false);
    // Below the floor or absurdly high: not one of its hashes, whatever it says.
    expect(await registrationPasswordMatches(cheap.replace('scrypt1.n10', 'scrypt1.n04'), 'lucia-pass1!')).toBe(false);
    expect(await registrationPasswordMatches(cheap.replace('scrypt1.n10', 'scrypt1.n30'), 'lucia-pass1!')).toBe(false);
    await expect(hashRegistrationPassword('lucia-pass1!', 4)).rejects.toThrow('No registration hash cost 2^4');
    expect(REGISTRATION_HASH_LOG2_N).toBe(14);
  });
});
