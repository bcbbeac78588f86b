/**
 * Proving e-mail ownership (issue 10): a new e-mail takes effect only after the code sent to it is
 * typed back; an unproven current e-mail can be proven the same way. Against the emulators; codes
 * are read from the local mail store.
 */
import { describe, expect, it } from 'vitest';
import { newAccount, registerConfirmed, signInWith, TEST_PASSWORD, type TestAccount } from '../support/accounts';
import { drainStack } from '../support/drain';
import { codeMailedTo, skipCodeCooldown, updateProfileItem } from '../support/email-code';
import { accessTokenFor, DEMO, mailsTo, uniqueEmail, waitForMail } from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();

interface ProfileUser {
  email: string;
  firstName: string;
  emailVerified: boolean;
  pendingEmail: string | null;
  emailCode: { expiresAt: string; attemptsLeft: number; resendAvailableAt: string } | null;
}

const profileOf = async (account: TestAccount) =>
  (await api('GET', '/api/profile', { token: account.token })).body.user as ProfileUser;
const confirm = (account: TestAccount, code: string) =>
  api('POST', '/api/profile/email-verification/confirm', { token: account.token, body: { code } });
const changeEmail = (account: TestAccount, email: string, firstName = 'Eva') =>
  api('PUT', '/api/profile', { token: account.token, body: { firstName, lastName: 'Cambio', phone: '1', email } });
const wrongCodeFor = (code: string) => (code === '000000' ? '999999' : '000000');
const claimOf = (email: string) => table.get({ PK: `EMAIL#${email}`, SK: 'UNIQUE' });
const signInFails = async (email: string) =>
  signInWith(stack, email, TEST_PASSWORD).then(
    () => false,
    () => true,
  );

/** A fresh account with a pending change to a fresh address, and the code mailed to it. */
async function pendingChange(label: string) {
  const account = await newAccount(stack, label);
  const newEmail = uniqueEmail(`${label}-new`);
  const response = await changeEmail(account, newEmail);
  expect(response.status, response.text).toBe(200);
  return { account, newEmail, code: await codeMailedTo(stack, newEmail) };
}

describe('e-mail proof state', () => {
  it('starts unproven when registration confirmation is skipped (fixtures); the seeded demo accounts are proven', async () => {
    const account = await newAccount(stack, 'proof-new');
    expect(await profileOf(account)).toMatchObject({ emailVerified: false, pendingEmail: null, emailCode: null });
    expect(await table.get({ PK: `USER#${account.userId}`, SK: 'PROFILE' })).toMatchObject({ emailVerified: false });
    const demo = await api('GET', '/api/profile', { token: await accessTokenFor(stack, DEMO.owner) });
    expect(demo.body.user).toMatchObject({ emailVerified: true, pendingEmail: null });
  });
});

describe('changing the e-mail', () => {
  it('keeps the old e-mail in effect until the code is confirmed, and applies the other fields', async () => {
    const { account, newEmail, code } = await pendingChange('change-wait');
    const user = await profileOf(account);
    expect(user).toMatchObject({
      email: account.email,
      firstName: 'Eva',
      pendingEmail: newEmail,
      emailVerified: false,
    });
    expect(user.emailCode).toMatchObject({ attemptsLeft: 5 });
    expect(Date.parse(user.emailCode?.expiresAt ?? '')).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(Date.parse(user.emailCode?.expiresAt ?? '')).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    // Nothing moved: the claim, the sign-in e-mail; the code is not stored in clear.
    expect(await claimOf(account.email)).toMatchObject({ userId: account.userId });
    expect(await claimOf(newEmail)).toBeUndefined();
    expect(await signInWith(stack, account.email, TEST_PASSWORD)).toEqual(expect.any(String));
    expect(await signInFails(newEmail)).toBe(true);
    const item = await table.get({ PK: `USER#${account.userId}`, SK: 'PROFILE' });
    expect(item?.email).toBe(account.email);
    expect(JSON.stringify(item)).not.toContain(code);
    expect(await mailsTo(stack, account.email)).toEqual([]);
  });

  it('refuses a wrong code, counts it, and changes nothing', async () => {
    const { account, newEmail, code } = await pendingChange('change-wrong');
    const response = await confirm(account, wrongCodeFor(code));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'EMAIL_CODE_INVALID', field: 'code' });
    const user = await profileOf(account);
    expect(user).toMatchObject({ email: account.email, pendingEmail: newEmail, emailCode: { attemptsLeft: 4 } });
    expect(await claimOf(newEmail)).toBeUndefined();
  });

  it('locks the code after 5 wrong tries, even for the right code; a new code works again', async () => {
    const { account, newEmail, code } = await pendingChange('change-locked');
    for (let i = 0; i < 5; i++) {
      expect((await confirm(account, wrongCodeFor(code))).body.code).toBe('EMAIL_CODE_INVALID');
    }
    const locked = await confirm(account, code);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('EMAIL_CODE_LOCKED');
    expect(await profileOf(account)).toMatchObject({ email: account.email, emailCode: { attemptsLeft: 0 } });

    await skipCodeCooldown(stack, account.userId);
    const resend = await api('POST', '/api/profile/email-verification', { token: account.token });
    expect(resend.status, resend.text).toBe(200);
    const second = await codeMailedTo(stack, newEmail, [code]);
    expect((await confirm(account, second)).status).toBe(200);
    // The change ended every session (issue 38): read it as a new sign-in with the new address.
    const session = { ...account, email: newEmail, token: await signInWith(stack, newEmail, TEST_PASSWORD) };
    expect(await profileOf(session)).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it('counts parallel guesses before comparing them: never more than 5 tries', async () => {
    const { account, code } = await pendingChange('change-parallel');
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        confirm(account, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
      ),
    );
    const codes = guesses.map((response) => response.body.code);
    expect(codes.filter((c) => c === 'EMAIL_CODE_INVALID').length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'EMAIL_CODE_LOCKED').length).toBeGreaterThanOrEqual(5);
    expect((await confirm(account, code)).body.code).toBe('EMAIL_CODE_LOCKED');
  });

  it('refuses an expired code', async () => {
    const { account, code } = await pendingChange('change-expired');
    await updateProfileItem(stack, account.userId, {
      expression: 'SET emailCode.expiresAt = :past',
      values: { ':past': new Date(Date.now() - 1000).toISOString() },
    });
    const response = await confirm(account, code);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('EMAIL_CODE_EXPIRED');
    expect(await profileOf(account)).toMatchObject({ email: account.email });
  });

  it('with the right code moves the profile, the unique claim and the Cognito sign-in to the new address', async () => {
    const { account, newEmail, code } = await pendingChange('change-right');
    const response = await confirm(account, ` ${code} `);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ email: newEmail, emailVerified: true, pendingEmail: null, emailCode: null });
    expect(await claimOf(newEmail)).toMatchObject({ userId: account.userId });
    expect(await claimOf(account.email)).toBeUndefined();
    const item = await table.get({ PK: `USER#${account.userId}`, SK: 'PROFILE' });
    expect(item).toMatchObject({ email: newEmail, emailVerified: true });
    expect(item?.emailCode).toBeUndefined();
    expect(await signInFails(account.email)).toBe(true);
    // A new sign-in e-mail ended every session, this one too (issue 38): the person signs in with the new address.
    expect(await confirm(account, code)).toMatchObject({ status: 401, body: { code: 'SESSION_REVOKED' } });
    const session = { ...account, email: newEmail, token: await signInWith(stack, newEmail, TEST_PASSWORD) };
    // The code is used up.
    expect((await confirm(session, code)).body.code).toBe('EMAIL_CODE_NOT_REQUESTED');
  });

  it('answers an address another account uses like a free one: no code is sent, its owner is told', async () => {
    const [account, other] = await Promise.all([newAccount(stack, 'change-taken'), newAccount(stack, 'taken-owner')]);
    const response = await changeEmail(account, other.email.toUpperCase(), 'Roberto');
    expect(response.status, response.text).toBe(200);
    expect(response.body.user).toMatchObject({ email: account.email, firstName: 'Roberto', pendingEmail: other.email });
    const notice = await waitForMail(stack, other.email, (m) =>
      m.subject.startsWith('Someone tried to use your address for another Lunia account'),
    );
    expect(notice.body.text).toContain('Nothing was changed');
    await drainStack(stack); // the mail pipeline is asynchronous: the notice is all the owner gets
    expect(await mailsTo(stack, other.email)).toHaveLength(1);
    expect(await claimOf(other.email)).toMatchObject({ userId: other.userId });
  });

  it('sends codes to one address at most once a minute; a corrected address replaces the code', async () => {
    const { account, newEmail, code } = await pendingChange('change-cooldown');
    const resend = await api('POST', '/api/profile/email-verification', { token: account.token });
    expect(resend.status).toBe(429);
    expect(resend.body.code).toBe('EMAIL_CODE_COOLDOWN');
    const sameAgain = await changeEmail(account, newEmail);
    expect(sameAgain.status).toBe(200); // already pending: nothing new is sent
    const user = await profileOf(account);
    expect(user.pendingEmail).toBe(newEmail);
    expect(Date.parse(user.emailCode?.resendAvailableAt ?? '')).toBeGreaterThan(Date.now() + 30_000);
    await drainStack(stack);
    expect(await mailsTo(stack, newEmail)).toHaveLength(1);

    // Another address (a typo corrected) is not held up; the first code is void from then on.
    const corrected = uniqueEmail('change-cooldown-fixed');
    const changed = await changeEmail(account, corrected);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.user).toMatchObject({ email: account.email, pendingEmail: corrected });
    const correctedCode = await codeMailedTo(stack, corrected);
    if (correctedCode !== code) expect((await confirm(account, code)).body.code).toBe('EMAIL_CODE_INVALID');
    expect((await confirm(account, correctedCode)).body).toMatchObject({ email: corrected });
  });

  it('refuses the code with 409 when someone else took the address meanwhile, and changes nothing', async () => {
    const { account, newEmail, code } = await pendingChange('change-raced');
    // Someone else's registration of the address takes it once they prove it (issue 38).
    await registerConfirmed(stack, newEmail);
    const response = await confirm(account, code);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('EMAIL_EXISTS');
    expect(await profileOf(account)).toMatchObject({ email: account.email, pendingEmail: newEmail });
    expect(await claimOf(account.email)).toMatchObject({ userId: account.userId });
    expect(await signInWith(stack, account.email, TEST_PASSWORD)).toEqual(expect.any(String));
  });

  it('can be cancelled: the pending address and its code are dropped', async () => {
    const { account, code } = await pendingChange('change-cancel');
    const cancelled = await api('DELETE', '/api/profile/email-verification', { token: account.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ email: account.email, emailVerified: false, pendingEmail: null, emailCode: null });
    expect((await confirm(account, code)).body.code).toBe('EMAIL_CODE_NOT_REQUESTED');
  });
});

describe('proving the current e-mail', () => {
  it('sends a code to the current address and marks it proven once confirmed', async () => {
    const account = await newAccount(stack, 'verify-current');
    const sent = await api('POST', '/api/profile/email-verification', { token: account.token });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ emailVerified: false, pendingEmail: null, emailCode: { attemptsLeft: 5 } });
    const code = await codeMailedTo(stack, account.email);
    expect((await confirm(account, wrongCodeFor(code))).body.code).toBe('EMAIL_CODE_INVALID');
    const confirmed = await confirm(account, code);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ email: account.email, emailVerified: true, emailCode: null });
    const again = await api('POST', '/api/profile/email-verification', { token: account.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('answers a confirm without any code with EMAIL_CODE_NOT_REQUESTED', async () => {
    const account = await newAccount(stack, 'verify-none');
    const response = await confirm(account, '123456');
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('EMAIL_CODE_NOT_REQUESTED');
  });
});
