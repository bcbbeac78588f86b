/**
 * No answer of the registration routes tells whether an address is registered (issue 38): the code's
 * tries are counted and locked out alike for an address nobody registered and a waiting one, a resend
 * starts them again alike, and a registration older than 7 days is gone (its code confirms nothing).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cognitoUserExists, newAccount, registration, TEST_PASSWORD } from '../support/accounts';
import { codeMailedTo, setRegistrationCode, skipRegistrationCodeCooldown } from '../support/email-code';
import { uniqueEmail } from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
const confirm = (email: string, code: string, password = TEST_PASSWORD) =>
  api('POST', '/api/auth/register/confirm', { body: { email, code, password } });
const resend = (email: string) => api('POST', '/api/auth/register/resend', { body: { email } });
const WRONG = '000000';

/** Status, code and field of an answer, and its message: what a caller can compare. */
const seen = (response: { status: number; body: Record<string, unknown> }) => ({
  status: response.status,
  body: response.body,
});

describe('wrong codes lock out alike for every address', () => {
  it('5 wrong codes, then EMAIL_CODE_LOCKED, for an unknown address exactly as for a waiting one', async () => {
    const waiting = uniqueEmail('lockout-waiting');
    const unknown = uniqueEmail('lockout-unknown');
    expect((await api('POST', '/api/auth/register', { body: registration(waiting) })).status).toBe(201);
    const code = await codeMailedTo(stack, waiting, [], { registration: true });
    const wrong = code === WRONG ? '111111' : WRONG;
    for (let attempt = 1; attempt <= 5; attempt++) {
      const [a, b] = [await confirm(waiting, wrong), await confirm(unknown, wrong)];
      expect(seen(a)).toEqual(seen(b));
      expect(a).toMatchObject({ status: 400, body: { code: 'EMAIL_CODE_INVALID', field: 'code' } });
    }
    const [lockedA, lockedB] = [await confirm(waiting, code), await confirm(unknown, code)];
    expect(seen(lockedA)).toEqual(seen(lockedB));
    expect(lockedA).toMatchObject({ status: 429, body: { code: 'EMAIL_CODE_LOCKED' } });
    expect(lockedA.body).not.toHaveProperty('field');
    expect(await cognitoUserExists(stack, waiting)).toBe(false);

    // A new code asked for starts the tries again, for both alike; the waiting one's new code works.
    await skipRegistrationCodeCooldown(stack, waiting);
    const [resentA, resentB] = [await resend(waiting), await resend(unknown)];
    expect(resentA.status).toBe(200);
    expect(resentA.body.message).toBe(resentB.body.message);
    const fresh = await codeMailedTo(stack, waiting, [code], { registration: true });
    const again = fresh === WRONG ? '111111' : WRONG;
    const [retryA, retryB] = [await confirm(waiting, again), await confirm(unknown, again)];
    expect(seen(retryA)).toEqual(seen(retryB));
    expect(retryA).toMatchObject({ status: 400, body: { code: 'EMAIL_CODE_INVALID', field: 'code' } });
    expect(await confirm(waiting, fresh)).toMatchObject({ status: 200, body: { email: waiting } });
  });

  it('a confirmed account answers the same as an unknown address, lockout included', async () => {
    const unknown = uniqueEmail('lockout-unknown-2');
    const account = await newAccount(stack, 'lockout-confirmed');
    for (let attempt = 1; attempt <= 6; attempt++) {
      const [a, b] = [await confirm(account.email, WRONG), await confirm(unknown, WRONG)];
      expect(seen(a)).toEqual(seen(b));
      expect(a.status).toBe(attempt <= 5 ? 400 : 429);
    }
  });
});

describe('registrations never confirmed', () => {
  type Register = typeof import('../../functions/src/use-cases/account/register-user');
  let registerUser: Register['registerUser'];
  const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);

  beforeAll(async () => {
    // The use case runs in this process against the stack, with the clock injected (`now`).
    Object.assign(process.env, stack.env);
    ({ registerUser } = await import('../../functions/src/use-cases/account/register-user'));
  });

  it('are gone after 7 days: even the right code with its password creates nothing', async () => {
    const email = uniqueEmail('register-stale');
    const details = { firstName: 'Ana', lastName: 'Vega', phone: '787-555-0100', licenseNumber: '' };
    await registerUser({
      registration: { ...details, language: 'en', email, password: TEST_PASSWORD },
      now: eightDaysAgo,
    });
    await setRegistrationCode(stack, email, '864200');
    expect(await confirm(email, '864200')).toMatchObject({
      status: 400,
      body: { code: 'REGISTRATION_PASSWORD_MISMATCH', field: 'password' },
    });
    expect(await cognitoUserExists(stack, email)).toBe(false);
  });
});
