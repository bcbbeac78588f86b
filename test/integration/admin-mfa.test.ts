/**
 * Issue 25: admin MFA is enforced on every admin request, not recorded once. Issue 38: admin trust is
 * per session. Recording an authenticator ends every session of the account (Cognito revokes the refresh
 * tokens, the API refuses the older tokens), and an admin request is served only for a session that
 * signed in after the enrolment, which Cognito makes ask for the app's code. An authenticator removed in
 * Cognito (an operator's AdminSetUserMFAPreference, which the local Cognito proxy serves like Cognito)
 * is recorded as a removal on the next admin request: every session ends, and the back office stays
 * closed until the admin enrols again. The handler stack keeps Cognito's "enrolled" answer at most 5
 * minutes per user (its cache is unit-tested in functions/src/lib/aws/cognito-mfa-state.test.ts), so
 * each admin here makes no admin request between enrolling and the removal.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserMFAPreferenceCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../functions/src/data/audit-events';
import { getSessionPolicy } from '../../functions/src/data/session-policy';
import { getUserProfile } from '../../functions/src/data/user-profiles';
import { ensureUser } from '../../infra/local/seed';
import { grantSuperAdmin } from '../../infra/ops/admin-account';
import { cognitoFor, cognitoTokensFor, newAccount, TEST_PASSWORD } from '../support/accounts';
import { clockReaches } from '../support/clock';
import { drainStack } from '../support/drain';
import { uniqueEmail, waitForMail } from '../support/local-clients';
import { enrolAuthenticatorInCognito, refreshWith, signInWithAuthenticator } from '../support/mfa-sign-in';
import { demoStaffTokens, sharedStack } from '../support/shared-stack';

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
  return { email, userId, ...(await cognitoTokensFor(stack, email, TEST_PASSWORD)) };
}

/**
 * Enrols an authenticator app as the web does, records it (which ends every session, this one too),
 * then signs in again with the app's code, as /signin then asks. Returns the new session's tokens.
 */
async function enrol(admin: { email: string; accessToken: string }) {
  const secret = await enrolAuthenticatorInCognito(stack, admin.accessToken);
  const confirmed = await api('POST', '/api/account/mfa/totp', { token: admin.accessToken });
  expect(confirmed).toMatchObject({ status: 200, body: { mfaEnrolled: true } });
  return { secret, ...(await signInWithAuthenticator(stack, admin.email, secret)) };
}

/** Token times are whole seconds: a sign-in counts as after the sessions ended from their `revokedBefore` on. */
async function afterSessionsEnded(userId: string) {
  const { revokedBefore } = await getSessionPolicy(userId);
  await clockReaches((revokedBefore ?? 0) * 1000);
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
  it('a password-only session from before the enrolment is refused after it, refreshed or not; a sign-in with the code is served', async () => {
    const admin = await newAdmin('mfa-per-session');
    // A second device signed in with the password before the enrolment.
    const other = await cognitoTokensFor(stack, admin.email, TEST_PASSWORD);
    const session = await enrol(admin);

    for (const token of [admin.accessToken, other.accessToken]) {
      expect(await api('GET', '/api/admin/stats', { token })).toMatchObject({
        status: 401,
        body: { code: 'SESSION_REVOKED' },
      });
    }
    // Cognito revokes the old sessions' refresh tokens (from the table stream, once the change is in).
    await drainStack(stack);
    expect(await refreshWith(stack, other.refreshToken)).toEqual({
      error: 'NotAuthorizedException: Refresh Token has been revoked',
    });
    expect(await refreshWith(stack, admin.refreshToken)).toEqual({
      error: 'NotAuthorizedException: Refresh Token has been revoked',
    });

    expect((await api('GET', '/api/admin/stats', { token: session.accessToken })).status).toBe(200);
  });

  it('an authenticator removed in Cognito ends every session; after signing in again the admin must enrol again', async () => {
    const admin = await newAdmin('mfa-removed');
    const session = await enrol(admin);
    expect(await removeAuthenticator(admin.email)).not.toContain('SOFTWARE_TOKEN_MFA');

    expect(await api('GET', '/api/admin/stats', { token: session.accessToken })).toMatchObject({
      status: 401,
      body: { code: 'SESSION_REVOKED' },
    });
    expect(await api('GET', '/api/profile', { token: session.accessToken })).toMatchObject({
      status: 401,
      body: { code: 'SESSION_REVOKED' },
    });

    // Cognito no longer asks for a code: the password signs in, and the back office stays closed.
    await afterSessionsEnded(admin.userId);
    const again = await cognitoTokensFor(stack, admin.email, TEST_PASSWORD);
    expect(await api('GET', '/api/admin/users', { token: again.accessToken })).toMatchObject({
      status: 403,
      body: { code: 'MFA_ENROLMENT_REQUIRED' },
    });
    // Their own profile still loads, and sends the web to the enrolment page.
    expect(await api('GET', '/api/profile', { token: again.accessToken })).toMatchObject({
      status: 200,
      body: { mfaEnrolmentRequired: true },
    });

    const reenrolled = await enrol({ email: admin.email, accessToken: again.accessToken });
    expect((await api('GET', '/api/admin/stats', { token: reenrolled.accessToken })).status).toBe(200);
    expect(await api('GET', '/api/profile', { token: reenrolled.accessToken })).toMatchObject({
      status: 200,
      body: { mfaEnrolmentRequired: false },
    });
  });

  it('a super_admin is held to the same rule on super-admin routes', async () => {
    const admin = await newAdmin('mfa-removed-super', 'super_admin');
    const session = await enrol(admin);
    await removeAuthenticator(admin.email);
    // Refused before anything is read: the organization id does not matter.
    const refused = await api('POST', '/api/admin/organizations/some-organization/approve', {
      token: session.accessToken,
      body: {},
    });
    expect(refused).toMatchObject({ status: 401, body: { code: 'SESSION_REVOKED' } });
    await afterSessionsEnded(admin.userId);
    const again = await cognitoTokensFor(stack, admin.email, TEST_PASSWORD);
    expect(
      await api('POST', '/api/admin/organizations/some-organization/approve', { token: again.accessToken, body: {} }),
    ).toMatchObject({ status: 403, body: { code: 'MFA_ENROLMENT_REQUIRED' } });
  });

  it('an enrolled admin keeps access while Cognito still lists the authenticator', async () => {
    const admin = await newAdmin('mfa-kept');
    const session = await enrol(admin);
    expect((await api('GET', '/api/admin/stats', { token: session.accessToken })).status).toBe(200);
    expect((await api('GET', '/api/admin/stats', { token: session.accessToken })).status).toBe(200);
  });

  it('the seeded demo admins stay exempt locally (password only, no authenticator in Cognito)', async () => {
    const { admin, support } = await demoStaffTokens(stack);
    expect((await api('GET', '/api/admin/stats', { token: admin })).status).toBe(200);
    expect((await api('GET', '/api/admin/stats', { token: support })).status).toBe(200);
  });
});

/**
 * Issue 42: the first admin of a stage comes from `npm run admin:create` (infra/ops/admin-account.ts),
 * here against this run's local stack: a super admin in the pool and the table, not exempt from MFA,
 * audited, and a second run changes nothing.
 */
describe('npm run admin:create', () => {
  const grant = (email: string) => {
    const cognito = cognitoFor(stack);
    return grantSuperAdmin({
      cognito,
      userPoolId: stack.userPool.id,
      email,
      firstName: 'Ana',
      lastName: 'Operadora',
      language: 'en',
      operator: 'operator test@integration',
    }).finally(() => cognito.destroy());
  };

  async function groupsOf(email: string) {
    const cognito = cognitoFor(stack);
    try {
      const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPool.id, Username: email }));
      const { Groups = [] } = await cognito.send(
        new AdminListGroupsForUserCommand({ UserPoolId: stack.userPool.id, Username: user.Username }),
      );
      return Groups.map((group) => group.GroupName);
    } finally {
      cognito.destroy();
    }
  }

  /** "Forgot password" on /signin, as the runbook tells the new admin: the e-mailed code sets a password. */
  async function setPasswordByReset(email: string, password: string) {
    const cognito = cognitoFor(stack);
    try {
      await cognito.send(new ForgotPasswordCommand({ ClientId: stack.userPool.clientId, Username: email }));
      const mail = await waitForMail(stack, email, (m) => m.subject.includes('reset'));
      const code = /code is: (\S+)/.exec(mail.body.text ?? '')?.[1];
      await cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: stack.userPool.clientId,
          Username: email,
          ConfirmationCode: code,
          Password: password,
        }),
      );
    } finally {
      cognito.destroy();
    }
  }

  it('creates a super admin who sets a password by reset and must enrol an authenticator; a second run changes nothing', async () => {
    const email = uniqueEmail('first-admin');
    const created = await grant(email.toUpperCase());
    expect(created).toEqual({
      userId: expect.any(String),
      createdUser: true,
      changes: ['cognito-user', 'cognito-group', 'profile'],
    });
    expect(await groupsOf(email)).toEqual(['super_admin']);
    expect(await getUserProfile(created.userId)).toMatchObject({
      email,
      globalRole: 'super_admin',
      emailVerified: true,
    });
    const policy = await getSessionPolicy(created.userId);
    expect(policy).toMatchObject({ exists: true, mfaExempt: false, mfaEnrolledAt: null, disabled: false });
    const events = await listAuditEvents('USER', created.userId);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'super_admin_granted',
        actorId: 'system',
        actorRole: 'system',
        actorName: 'operator test@integration',
        reason: 'npm run admin:create',
      }),
    ]);

    // The command line itself, against the same stack: idempotent.
    const { stdout } = await promisify(execFile)(
      'npx',
      [
        'tsx',
        'infra/ops/create-admin.ts',
        '--stage',
        'local',
        '--email',
        email,
        '--cognito-endpoint',
        stack.urls.cognito,
        '--dynamodb-endpoint',
        stack.urls.dynamodb,
      ],
      { cwd: new URL('../..', import.meta.url).pathname },
    );
    expect(stdout).toContain(`${email} (${created.userId}) already is a super admin: nothing changed.`);
    expect(await grant(email)).toEqual({ userId: created.userId, createdUser: false, changes: [] });
    expect(await listAuditEvents('USER', created.userId)).toHaveLength(1);

    // Nobody knows the generated password: the person sets one with the e-mailed reset code.
    await setPasswordByReset(email, TEST_PASSWORD);
    const first = await cognitoTokensFor(stack, email, TEST_PASSWORD);
    expect(await api('GET', '/api/admin/users', { token: first.accessToken })).toMatchObject({
      status: 403,
      body: { code: 'MFA_ENROLMENT_REQUIRED' },
    });
    expect(await api('GET', '/api/profile', { token: first.accessToken })).toMatchObject({
      status: 200,
      body: { mfaEnrolmentRequired: true },
    });
    const session = await enrol({ email, accessToken: first.accessToken });
    expect((await api('GET', '/api/admin/stats', { token: session.accessToken })).status).toBe(200);
  });

  it('promotes a registered account, keeping its password; refuses an address that is not one', async () => {
    const account = await newAccount(stack, 'promoted-admin');
    const promoted = await grant(account.email);
    expect(promoted).toEqual({ userId: account.userId, createdUser: false, changes: ['cognito-group', 'role'] });
    expect(await getUserProfile(account.userId)).toMatchObject({ globalRole: 'super_admin' });
    expect((await listAuditEvents('USER', account.userId)).map((e) => e.action)).toContain('super_admin_granted');
    const again = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    expect(await api('GET', '/api/admin/users', { token: again.accessToken })).toMatchObject({
      status: 403,
      body: { code: 'MFA_ENROLMENT_REQUIRED' },
    });
    await expect(grant('not-an-address')).rejects.toThrow('Not an e-mail address: "not-an-address"');
  });
});
