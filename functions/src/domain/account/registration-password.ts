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
export const REGISTRATION_HASH_LOG2_N = 14;
/**
 * The cheapest cost a hash may be made with: only the local test stacks go below the default
 * (REGISTRATION_HASH_LOG2_N in lib/env.ts; record 0123), which AWS never sets.
 */
export const LOWEST_REGISTRATION_HASH_LOG2_N = 10;
const HIGHEST_LOG2_N = 17;
const KEY_BYTES = 32;
const PREFIX = 'scrypt1';

const costOf = (log2N: number): ScryptOptions => ({ N: 2 ** log2N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });

/** `scrypt1` is the default cost (every hash made in AWS); `scrypt1.n10` names another one. */
const prefixOf = (log2N: number) => (log2N === REGISTRATION_HASH_LOG2_N ? PREFIX : `${PREFIX}.n${log2N}`);

const isCost = (log2N: number) =>
  Number.isInteger(log2N) && log2N >= LOWEST_REGISTRATION_HASH_LOG2_N && log2N <= HIGHEST_LOG2_N;

function log2NOf(prefix: string | undefined): number | undefined {
  if (prefix === PREFIX) return REGISTRATION_HASH_LOG2_N;
  const log2N = Number(/^scrypt1\.n(\d{2})$/.exec(prefix ?? '')?.[1]);
  return isCost(log2N) ? log2N : undefined;
}

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/**
 * `scrypt1$<salt hex>$<key hex>`: a new salt each time, so two hashes of one password differ. The
 * cost travels with the hash, so a hash is checked with the cost it was made with.
 */
export async function hashRegistrationPassword(password: string, log2N = REGISTRATION_HASH_LOG2_N): Promise<string> {
  if (!isCost(log2N)) throw new Error(`No registration hash cost 2^${log2N}`);
  const salt = randomBytes(16);
  const key = await derive(password, salt, costOf(log2N));
  return `${prefixOf(log2N)}$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Whether `password` is the one `stored` was made from (constant-time comparison). */
export async function registrationPasswordMatches(stored: string, password: string): Promise<boolean> {
  const [prefix, saltHex, keyHex] = stored.split('$');
  const log2N = log2NOf(prefix);
  if (log2N === undefined || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await derive(password, Buffer.from(saltHex, 'hex'), costOf(log2N));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
