/**
 * The password of a registration that waits for its e-mail code (issue 38), kept only as an scrypt
 * hash with its own salt: no Cognito user exists before the code is entered, and the password itself
 * is sent again with the code (the web holds it in memory), so nothing can recover it from the table.
 * The hash only tells which of an address's waiting registrations the person entering the code made.
 *
 * Registration hashes on every path, an address with an account included, so that the answer takes as
 * long whether or not the address has one.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** N = 2^14, r = 8, p = 1: 16 MB and some tens of milliseconds per hash (OWASP's scrypt minimum). */
const COST = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_BYTES = 32;
const PREFIX = 'scrypt1';

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** `scrypt1$<salt hex>$<key hex>`: a new salt each time, so two hashes of one password differ. */
export async function hashRegistrationPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return `${PREFIX}$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Whether `password` is the one `stored` was made from (constant-time comparison). */
export async function registrationPasswordMatches(stored: string, password: string): Promise<boolean> {
  const [prefix, saltHex, keyHex] = stored.split('$');
  if (prefix !== PREFIX || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await derive(password, Buffer.from(saltHex, 'hex'), COST);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
