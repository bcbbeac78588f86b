/**
 * Registration proves the e-mail first (issue 25): the account waits, refused everywhere, until the
 * code mailed at registration is entered; an address that has an account gets the same answer and its
 * owner an e-mail instead; a password reset also confirms; registrations never confirmed are removed
 * after 7 days (the removal runs here with an injected clock).
 */
import { ConfirmForgotPasswordCommand, ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cognitoFor,
  cognitoUserExists,
  newAccount,
  registration,
  signInWith,
  TEST_PASSWORD,
} from '../support/accounts';
import { drainStack } from '../support/drain';
import { codeMailedTo, skipCodeCooldown, userIdOfAddress } from '../support/email-code';
import { mailsTo, readMailStore, uniqueEmail, waitForMail } from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
const register = (body: Record<string, unknown>) => api('POST', '/api/auth/register', { body });
const confirm = (email: string, code: string) => api('POST', '/api/auth/register/confirm', { body: { email, code } });
const resend = (email: string) => api('POST', '/api/auth/register/resend', { body: { email } });
const accepted = (email: string) => ({
  status: 201,
  body: { message: 'Check your email: we sent a 6-digit code to confirm your account.', email },
});
const NOTICE = 'Someone tried to create a Lunia account with your address';
const OTHER_PASSWORD = 'other-pass9!';
const wrongCode = { status: 400, body: { code: 'EMAIL_CODE_INVALID', field: 'code' } };
const notConfirmed = { status: 403, body: { code: 'EMAIL_NOT_CONFIRMED' } };
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const signInFails = (email: string, password: string) =>
  signInWith(stack, email, password).then(
    () => false,
    () => true,
  );

describe('registering, then confirming with the mailed code', { shuffle: false }, () => {
  const email = uniqueEmail('register');
  let token = '';
  let code = '';

  it('answers 201 with the address, and creates a pending account with its claims', async () => {
    const response = await register(
      registration(email.toUpperCase(), { licenseNumber: '  PR-12345 ', language: 'es' }),
    );
    expect(response).toMatchObject(accepted(email));
    expect(response.body).not.toHaveProperty('user');
    const userId = await userIdOfAddress(stack, email);
    const profile = await table.get({ PK: `USER#${userId}`, SK: 'PROFILE' });
    expect(profile).toMatchObject({ email, licenseNumber: 'PR-12345', language: 'es', emailVerified: false });
    expect(String(profile?.luniaId)).toMatch(/^LUN-[A-HJ-NP-Z2-9]{8}$/);
    expect(await table.get({ PK: `LUNIAID#${profile?.luniaId}`, SK: 'UNIQUE' })).toMatchObject({ userId });
    expect(await table.get({ PK: `USER#${userId}`, SK: 'SESSION' })).toMatchObject({
      registrationPendingSince: profile?.createdAt,
      GSI1PK: 'PENDINGREGISTRATIONS',
    });
    expect(JSON.stringify(profile)).not.toContain(TEST_PASSWORD);
  });

  it('mails the code in the language chosen; a signed-in pending account is refused with 403', async () => {
    code = await codeMailedTo(stack, email, [], { registration: true });
    const [mail] = (await readMailStore(stack, { registrationCodes: true })).filter((m) =>
      m.destination.to.includes(email),
    );
    expect(mail?.subject).toBe(`Su código de verificación de Lunia: ${code}`);
    token = await signInWith(stack, email, TEST_PASSWORD);
    expect(await api('GET', '/api/profile', { token })).toMatchObject(notConfirmed);
    expect(await api('GET', '/api/users/me/stats', { token })).toMatchObject(notConfirmed);
  });

  it('refuses a wrong code on its field, and an empty one as invalid input', async () => {
    expect(await confirm(email, otherCode(code))).toMatchObject(wrongCode);
    expect(await confirm(email, '')).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'code' } });
    expect(await api('GET', '/api/profile', { token })).toMatchObject(notConfirmed);
  });

  it('confirms with the right code: the same session works at once, the e-mail is proven', async () => {
    expect(await confirm(email.toUpperCase(), code)).toMatchObject({ status: 200, body: { email } });
    const profile = await api('GET', '/api/profile', { token });
    expect(profile.status, profile.text).toBe(200);
    expect(profile.body.user).toMatchObject({ email, emailVerified: true, licenseNumber: 'PR-12345' });
    const userId = await userIdOfAddress(stack, email);
    const policy = await table.get({ PK: `USER#${userId}`, SK: 'SESSION' });
    expect(policy).not.toHaveProperty('registrationPendingSince');
    expect(policy).not.toHaveProperty('GSI1PK');
  });

  it('a confirmed account answers a confirm or a resend like an unknown address', async () => {
    const unknown = uniqueEmail('register-unknown');
    expect(await confirm(email, code)).toMatchObject(wrongCode);
    expect(await confirm(unknown, code)).toMatchObject(wrongCode);
    const [forConfirmed, forUnknown] = await Promise.all([resend(email), resend(unknown)]);
    expect(forConfirmed.status).toBe(200);
    expect(forUnknown.status).toBe(200);
    expect(forConfirmed.body.message).toBe(forUnknown.body.message);
  });
});

describe('an address that already has an account', () => {
  it('confirmed: the same answer, nothing created or changed, its owner is told', async () => {
    const owner = await newAccount(stack, 'register-taken');
    const again = await register(registration(owner.email.toUpperCase(), { password: OTHER_PASSWORD }));
    expect(again).toMatchObject(accepted(owner.email));
    const notice = await waitForMail(stack, owner.email, (m) => m.subject === NOTICE);
    expect(notice.body.text).toContain('already has a Lunia account');
    expect(notice.body.text).toContain('/forgot-password');
    expect(await userIdOfAddress(stack, owner.email)).toBe(owner.userId);
    expect(await signInFails(owner.email, OTHER_PASSWORD)).toBe(true);
    expect((await api('GET', '/api/profile', { token: owner.token })).status).toBe(200);
    // A second attempt within the hour answers the same and mails nothing more.
    expect(await register(registration(owner.email))).toMatchObject(accepted(owner.email));
    await drainStack(stack);
    expect((await mailsTo(stack, owner.email)).filter((m) => m.subject === NOTICE)).toHaveLength(1);
  });

  it('pending: the same answer, the waiting account is not replaced, its owner is told', async () => {
    const email = uniqueEmail('register-pending');
    expect(await register(registration(email))).toMatchObject(accepted(email));
    const userId = await userIdOfAddress(stack, email);
    const code = await codeMailedTo(stack, email, [], { registration: true });
    expect(await register(registration(email, { password: OTHER_PASSWORD, firstName: 'Otra' }))).toMatchObject(
      accepted(email),
    );
    const notice = await waitForMail(stack, email, (m) => m.subject === NOTICE);
    expect(notice.body.text).toContain('waiting to be confirmed');
    expect(await userIdOfAddress(stack, email)).toBe(userId);
    expect(await table.get({ PK: `USER#${userId}`, SK: 'PROFILE' })).toMatchObject({ firstName: 'Lucía' });
    expect(await signInFails(email, OTHER_PASSWORD)).toBe(true);
    // The first code still confirms the first account, with its own password.
    expect((await confirm(email, code)).status).toBe(200);
    expect(await signInWith(stack, email, TEST_PASSWORD)).toEqual(expect.any(String));
  });

  it('a stale claim without an account: the same answer, and no Cognito user is created', async () => {
    const email = uniqueEmail('register-orphan-claim');
    await table.put({ PK: `EMAIL#${email}`, SK: 'UNIQUE', entity: 'UserEmail', userId: 'someone-else' });
    expect(await register(registration(email))).toMatchObject(accepted(email));
    expect(await cognitoUserExists(stack, email)).toBe(false);
  });
});

describe('resending the code', () => {
  it('answers the same for an unknown address and a pending one; the pending one gets a new code', async () => {
    const email = uniqueEmail('register-resend');
    expect(await register(registration(email))).toMatchObject(accepted(email));
    const first = await codeMailedTo(stack, email, [], { registration: true });
    // Within the cooldown: the same answer, no new code (a 429 would tell that the account exists).
    const held = await resend(email);
    const unknown = await resend(uniqueEmail('register-resend-unknown'));
    expect(held.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(held.body.message).toBe(unknown.body.message);
    await skipCodeCooldown(stack, await userIdOfAddress(stack, email));
    expect((await resend(email)).status).toBe(200);
    const second = await codeMailedTo(stack, email, [first], { registration: true });
    expect(await confirm(email, first)).toMatchObject(wrongCode);
    expect((await confirm(email, second)).status).toBe(200);
  });
});

describe('a password reset', () => {
  it('confirms a pending registration: the new password works and so does the account', async () => {
    const email = uniqueEmail('register-reset');
    expect(await register(registration(email))).toMatchObject(accepted(email));
    const cognito = cognitoFor(stack);
    try {
      await cognito.send(new ForgotPasswordCommand({ ClientId: stack.userPool.clientId, Username: email }));
      const mail = await waitForMail(stack, email, (m) => m.subject.includes('reset code'));
      await cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: stack.userPool.clientId,
          Username: email,
          ConfirmationCode: /(?:code is|código es): (\S+)/.exec(mail.body.text ?? '')?.[1],
          Password: OTHER_PASSWORD,
        }),
      );
    } finally {
      cognito.destroy();
    }
    const token = await signInWith(stack, email, OTHER_PASSWORD);
    const profile = await api('GET', '/api/profile', { token });
    expect(profile.status, profile.text).toBe(200);
    expect(profile.body.user).toMatchObject({ email, emailVerified: true });
  });
});

describe('bad input', () => {
  const messages: [string, Record<string, unknown>, string][] = [
    ['first name blank', { firstName: '   ' }, 'First name is required'],
    ['last name missing', { lastName: undefined }, 'Last name is required'],
    ['e-mail missing', { email: undefined }, 'Email is required'],
    ['e-mail malformed', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['password missing', { password: '' }, 'Password is required'],
    ['password short', { password: 'ab1!' }, 'Password must be at least 8 characters long'],
    ['password without a number', { password: 'abcdefgh!' }, 'Password must contain at least 1 number'],
    [
      'password without a special character',
      { password: 'abcdefgh1' },
      'Password must contain at least 1 special character',
    ],
    [
      'password without a lowercase letter',
      { password: 'ABCDEFGH1!' },
      'Password must contain at least 1 lowercase letter',
    ],
    ['phone missing', { phone: '' }, 'Phone is required'],
  ];
  for (const [name, change, message] of messages) {
    it(`refuses ${name}: 400 “${message}” and no account`, async () => {
      const email = uniqueEmail('register-invalid');
      const response = await register(registration(email, change));
      expect(response.status, response.text).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
      expect(await cognitoUserExists(stack, email)).toBe(false);
    });
  }

  it('refuses a confirm without an address or with a malformed code, naming the field', async () => {
    const email = uniqueEmail('register-bad-confirm');
    expect(await api('POST', '/api/auth/register/confirm', { body: { code: '123456' } })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', field: 'email' },
    });
    expect(await confirm(email, '12ab56')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', field: 'code' },
    });
    expect(await resend('not-an-email')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', field: 'email' },
    });
  });
});

describe('registrations never confirmed', { shuffle: false }, () => {
  type Removal = typeof import('../../functions/src/use-cases/account/remove-unconfirmed-registrations');
  type Register = typeof import('../../functions/src/use-cases/account/register-user');
  type Confirm = typeof import('../../functions/src/use-cases/account/confirm-registration');
  let removal: Removal;
  let registerUser: Register['registerUser'];
  let confirmRegistration: Confirm['confirmRegistration'];
  const DAY = 24 * 60 * 60_000;
  const eightDaysAgo = new Date(Date.now() - 8 * DAY);
  const details = {
    firstName: 'Ana',
    lastName: 'Vega',
    phone: '787-555-0100',
    licenseNumber: '',
    language: 'en',
  } as const;

  beforeAll(async () => {
    // The use cases run in this process against the stack, with the clock injected (`now`).
    Object.assign(process.env, stack.env);
    removal = await import('../../functions/src/use-cases/account/remove-unconfirmed-registrations');
    ({ registerUser } = await import('../../functions/src/use-cases/account/register-user'));
    ({ confirmRegistration } = await import('../../functions/src/use-cases/account/confirm-registration'));
  });

  it('are removed after 7 days (Cognito user, profile, claims, policy); confirmed and recent ones stay', async () => {
    const stale = uniqueEmail('register-stale');
    const confirmedLate = uniqueEmail('register-late');
    const recent = uniqueEmail('register-recent');
    for (const email of [stale, confirmedLate]) {
      await registerUser({ registration: { ...details, email, password: TEST_PASSWORD }, now: eightDaysAgo });
    }
    expect(await register(registration(recent))).toMatchObject(accepted(recent));
    // Confirmed on its sixth day, with the code it was mailed then.
    const lateCode = await codeMailedTo(stack, confirmedLate, [], { registration: true });
    await confirmRegistration({ email: confirmedLate, code: lateCode, now: new Date(eightDaysAgo.getTime() + 60_000) });
    const staleId = await userIdOfAddress(stack, stale);
    const staleProfile = await table.get({ PK: `USER#${staleId}`, SK: 'PROFILE' });

    const run = await removal.removeUnconfirmedRegistrations();
    expect(run.failed).toBe(0);
    expect(await cognitoUserExists(stack, stale)).toBe(false);
    expect(await table.get({ PK: `USER#${staleId}`, SK: 'PROFILE' })).toBeUndefined();
    expect(await table.get({ PK: `USER#${staleId}`, SK: 'SESSION' })).toBeUndefined();
    expect(await table.get({ PK: `EMAIL#${stale}`, SK: 'UNIQUE' })).toBeUndefined();
    expect(await table.get({ PK: `LUNIAID#${staleProfile?.luniaId}`, SK: 'UNIQUE' })).toBeUndefined();
    for (const kept of [confirmedLate, recent]) {
      expect(await cognitoUserExists(stack, kept)).toBe(true);
      expect(await table.get({ PK: `EMAIL#${kept}`, SK: 'UNIQUE' })).toBeDefined();
    }
    expect(await signInWith(stack, confirmedLate, TEST_PASSWORD)).toEqual(expect.any(String));

    // Idempotent: a second run (a second delivery of the schedule) changes nothing of these.
    expect((await removal.removeUnconfirmedRegistrations()).failed).toBe(0);
    expect(await cognitoUserExists(stack, recent)).toBe(true);
    // The address is free again: registering it creates a new pending account.
    expect(await register(registration(stale))).toMatchObject(accepted(stale));
    expect(await userIdOfAddress(stack, stale)).not.toBe(staleId);
  });

  it('never removes an account confirmed after the index was read (the removal is conditional)', async () => {
    const email = uniqueEmail('register-race');
    await registerUser({ registration: { ...details, email, password: TEST_PASSWORD }, now: eightDaysAgo });
    const userId = await userIdOfAddress(stack, email);
    const since = String((await table.get({ PK: `USER#${userId}`, SK: 'SESSION' }))?.registrationPendingSince);
    const code = await codeMailedTo(stack, email, [], { registration: true });
    await confirmRegistration({ email, code, now: new Date(eightDaysAgo.getTime() + 60_000) });
    const { startRegistrationRemoval } = await import('../../functions/src/data/pending-registrations');
    expect(await startRegistrationRemoval({ userId, since }, new Date())).toBe(false);
    expect(await signInWith(stack, email, TEST_PASSWORD)).toEqual(expect.any(String));
  });
});
