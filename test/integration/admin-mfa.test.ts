/**
 * Issue 25: admin MFA is enforced on every admin request, not recorded once. An admin whose
 * authenticator app is removed in Cognito (an operator's AdminSetUserMFAPreference, which the local
 * Cognito proxy serves like Cognito) is refused on admin routes until they enrol again; other routes
 * stay open to them. The handler stack keeps Cognito's "enrolled" answer at most 5 minutes per user
 * (its cache is unit-tested in functions/src/lib/aws/cognito-mfa-state.test.ts), so each admin here
 * makes no admin request between enrolling and the removal.
 */
import {
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AssociateSoftwareTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { ensureUser } from '../../infra/local/seed';
import { cognitoFor, signInWith, TEST_PASSWORD } from '../support/accounts';
import { eventually } from '../support/document-fixtures';
import { uniqueEmail } from '../support/local-clients';
import { demoStaffTokens, sharedStack } from '../support/shared-stack';
import { totpCode } from '../support/totp';

const { stack, api } = sharedStack();

/** A new platform admin of this file (not exempt from MFA), signed in with the password. */
async function newAdmin(label: string, group: 'support' | 'super_admin' = 'support') {
  const email = uniqueEmail(label);
  const { userId } = await ensureUser(stack, {
    email,
    password: TEST_PASSWORD,
    firstName: 'Marta',
    lastName: 'Segura',
    groups: [group],
  });
  return { email, userId, token: await signInWith(stack, email, TEST_PASSWORD) };
}

/** Enrols an authenticator app as the web does (setUpTOTP, verifyTOTPSetup, updateMFAPreference), then records it. */
async function enrol(token: string) {
  const cognito = cognitoFor(stack);
  try {
    const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: token }));
    await cognito.send(new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: totpCode(SecretCode ?? '') }));
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: token,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
  } finally {
    cognito.destroy();
  }
  const confirmed = await api('POST', '/api/account/mfa/totp', { token });
  expect(confirmed).toMatchObject({ status: 200, body: { mfaEnrolled: true } });
}

/** An operator removes the user's authenticator app in Cognito; returns Cognito's MFA list afterwards. */
async function removeAuthenticator(email: string) {
  const cognito = cognitoFor(stack);
  try {
    await cognito.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: stack.userPool.id,
        Username: email,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPool.id, Username: email }));
    return user.UserMFASettingList ?? [];
  } finally {
    cognito.destroy();
  }
}

describe('admin MFA on every admin request', () => {
  it('an admin whose authenticator was removed in Cognito is refused (403) until they enrol again', async () => {
    const admin = await newAdmin('mfa-removed');
    await enrol(admin.token);
    expect(await removeAuthenticator(admin.email)).not.toContain('SOFTWARE_TOKEN_MFA');

    const refused = await api('GET', '/api/admin/stats', { token: admin.token });
    expect(refused).toMatchObject({ status: 403, body: { code: 'MFA_ENROLMENT_REQUIRED' } });
    expect(await api('GET', '/api/admin/users', { token: admin.token })).toMatchObject({
      status: 403,
      body: { code: 'MFA_ENROLMENT_REQUIRED' },
    });
    // Their own profile still loads, and sends the web to the enrolment page.
    expect(await api('GET', '/api/profile', { token: admin.token })).toMatchObject({
      status: 200,
      body: { mfaEnrolmentRequired: true },
    });

    await enrol(admin.token);
    // A refusal is remembered a few seconds at most: the re-enrolment opens the back office again.
    const allowed = await eventually(async () => {
      const response = await api('GET', '/api/admin/stats', { token: admin.token });
      return response.status === 200 ? response : undefined;
    });
    expect(allowed.status).toBe(200);
    expect(await api('GET', '/api/profile', { token: admin.token })).toMatchObject({
      status: 200,
      body: { mfaEnrolmentRequired: false },
    });
  });

  it('a super_admin is held to the same rule on super-admin routes', async () => {
    const admin = await newAdmin('mfa-removed-super', 'super_admin');
    await enrol(admin.token);
    await removeAuthenticator(admin.email);
    // Refused before anything is read: the organization id does not matter.
    const refused = await api('POST', '/api/admin/organizations/some-organization/approve', {
      token: admin.token,
      body: {},
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'MFA_ENROLMENT_REQUIRED' } });
    expect(await api('GET', '/api/admin/stats', { token: admin.token })).toMatchObject({
      status: 403,
      body: { code: 'MFA_ENROLMENT_REQUIRED' },
    });
  });

  it('an enrolled admin keeps access while Cognito still lists the authenticator', async () => {
    const admin = await newAdmin('mfa-kept');
    await enrol(admin.token);
    expect((await api('GET', '/api/admin/stats', { token: admin.token })).status).toBe(200);
    expect((await api('GET', '/api/admin/stats', { token: admin.token })).status).toBe(200);
  });

  it('the seeded demo admins stay exempt locally (password only, no authenticator in Cognito)', async () => {
    const { admin, support } = await demoStaffTokens(stack);
    expect((await api('GET', '/api/admin/stats', { token: admin })).status).toBe(200);
    expect((await api('GET', '/api/admin/stats', { token: support })).status).toBe(200);
  });
});
