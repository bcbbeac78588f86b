import { describe, expect, it } from 'vitest';
import { cognitoUserExists, registration, signInWith, TEST_PASSWORD } from '../support/accounts';
import { uniqueEmail } from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
const register = (body: Record<string, unknown>) => api('POST', '/api/auth/register', { body });

describe('POST /api/auth/register', () => {
  it('creates the Cognito user and the profile with a unique LUNIA ID, then sign-in works', async () => {
    const email = uniqueEmail('register');
    const response = await register(
      registration(email.toUpperCase(), { licenseNumber: '  PR-12345 ', language: 'es' }),
    );
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({
      message: expect.any(String),
      user: {
        email,
        firstName: 'Lucía',
        lastName: 'Rivera',
        phone: '787-555-0199',
        licenseNumber: 'PR-12345',
        language: 'es',
        globalRole: 'user',
        userType: 'PHARMACIST',
        verified: false,
        verificationStatus: 'NOT_SUBMITTED',
        activeModules: [],
        profilePhotoUrl: null,
      },
    });
    const user = response.body.user as { id: string; luniaId: string };
    expect(user.luniaId).toMatch(/^LUN-[A-HJ-NP-Z2-9]{8}$/);
    expect(await table.get({ PK: `EMAIL#${email}`, SK: 'UNIQUE' })).toMatchObject({ userId: user.id });
    expect(await table.get({ PK: `LUNIAID#${user.luniaId}`, SK: 'UNIQUE' })).toMatchObject({ userId: user.id });
    expect(JSON.stringify(await table.get({ PK: `USER#${user.id}`, SK: 'PROFILE' }))).not.toContain(TEST_PASSWORD);

    const token = await signInWith(stack, email, TEST_PASSWORD);
    const profile = await api('GET', '/api/profile', { token });
    expect(profile.body).toMatchObject({ user: { id: user.id, email }, orgs: [] });
  });

  it('answers a second registration of the e-mail with 409 and the spec message', async () => {
    const email = uniqueEmail('register-dup');
    expect((await register(registration(email))).status).toBe(201);
    const again = await register(registration(email.toUpperCase(), { firstName: 'Otra' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'EMAIL_EXISTS',
      error: 'An account with this email already exists. Please try logging in instead.',
    });
  });

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

  it('leaves no half-account when the profile write fails (e-mail claimed in the table only)', async () => {
    const email = uniqueEmail('register-orphan-claim');
    // A stale claim without a Cognito user: Cognito accepts the user, the profile transaction refuses.
    await table.put({ PK: `EMAIL#${email}`, SK: 'UNIQUE', entity: 'UserEmail', userId: 'someone-else' });
    const response = await register(registration(email));
    expect(response.status, response.text).toBe(409);
    expect(response.body.code).toBe('EMAIL_EXISTS');
    expect(await cognitoUserExists(stack, email)).toBe(false);
  });
});
