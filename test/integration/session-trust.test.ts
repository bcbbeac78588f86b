/**
 * Issue 38: every token dies when trust changes, the session check fails closed, and sessions have
 * server-side limits. A password reset, an e-mail change and a deletion end every session of the
 * account: the API refuses every access token issued before (the session policy's `revokedBefore`,
 * against the token's sign-in time, which refreshes keep), and Cognito revokes the refresh tokens (from
 * the table stream, so the tests drain the stack before refreshing). A deleted account's policy stays
 * as its tombstone; an account without a policy is refused until the backfill gives it one. Idle limits
 * are tested by writing a session's last activity back in time (data/session-activity.ts), never by
 * waiting; the admin session's 12 hours by a token re-signed with an older sign-in time, as the local
 * Cognito signs.
 */
import { ConfirmForgotPasswordCommand, ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { userKeys } from '../../functions/src/data/keys';
import { getSessionPolicy } from '../../functions/src/data/session-policy';
import { sessionKeyOf } from '../../functions/src/domain/session-limits';
import { backfillSessionPolicies } from '../../functions/src/use-cases/maintenance/backfill-session-policies';
import { resign } from '../../infra/local/cognito-sessions';
import {
  cognitoFor,
  cognitoTokensFor,
  newAccount,
  registerConfirmed,
  signInWith,
  TEST_PASSWORD,
} from '../support/accounts';
import { drainStack } from '../support/drain';
import { codeMailedTo } from '../support/email-code';
import { uniqueEmail, waitForMail } from '../support/local-clients';
import { claimsOf, refreshWith } from '../support/mfa-sign-in';
import { organizationPayload } from '../support/organization-fixture';
import { newPlatformAdmin } from '../support/platform-callers';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();

async function deleteItem(Key: { PK: string; SK: string }) {
  const doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: stack.urls.dynamodb,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  try {
    await doc.send(new DeleteCommand({ TableName: stack.env.TABLE_NAME, Key }));
  } finally {
    doc.destroy();
  }
}

const REVOKED = { error: 'NotAuthorizedException: Refresh Token has been revoked' };
const refused = (code: string) => ({ status: 401, body: { code } });

describe('every token dies when trust changes', () => {
  it('a password reset with an e-mailed code refuses every earlier access token and revokes the refresh tokens', async () => {
    const account = await newAccount(stack, 'trust-reset');
    const other = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    const cognito = cognitoFor(stack);
    const newPassword = 'reset-secret7!';
    try {
      await cognito.send(new ForgotPasswordCommand({ ClientId: stack.userPool.clientId, Username: account.email }));
      const mail = await waitForMail(stack, account.email, (m) => /reset|restablecer/i.test(m.subject));
      const code = /(?:code is|código es): (\S+)/.exec(mail.body.text ?? '')?.[1];
      await cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: stack.userPool.clientId,
          Username: account.email,
          ConfirmationCode: code,
          Password: newPassword,
        }),
      );
    } finally {
      cognito.destroy();
    }
    for (const token of [account.token, other.accessToken]) {
      expect(await api('GET', '/api/profile', { token })).toMatchObject(refused('SESSION_REVOKED'));
    }
    await drainStack(stack);
    expect(await refreshWith(stack, other.refreshToken)).toEqual(REVOKED);
    const fresh = await signInWith(stack, account.email, newPassword);
    expect((await api('GET', '/api/profile', { token: fresh })).status).toBe(200);
  });

  it('an e-mail change ends every session, this one too; the new address signs in', async () => {
    const account = await newAccount(stack, 'trust-email');
    const other = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    const newEmail = uniqueEmail('trust-email-new');
    const changed = await api('PUT', '/api/profile', {
      token: account.token,
      body: { firstName: 'Eva', lastName: 'Cambio', phone: '1', email: newEmail },
    });
    expect(changed.status, changed.text).toBe(200);
    const code = await codeMailedTo(stack, newEmail);
    const confirmed = await api('POST', '/api/profile/email-verification/confirm', {
      token: account.token,
      body: { code },
    });
    expect(confirmed).toMatchObject({ status: 200, body: { email: newEmail } });

    for (const token of [account.token, other.accessToken]) {
      expect(await api('GET', '/api/profile', { token })).toMatchObject(refused('SESSION_REVOKED'));
    }
    await drainStack(stack);
    expect(await refreshWith(stack, other.refreshToken)).toEqual(REVOKED);
    const fresh = await signInWith(stack, newEmail, TEST_PASSWORD);
    expect(await api('GET', '/api/profile', { token: fresh })).toMatchObject({
      status: 200,
      body: { user: { email: newEmail } },
    });
  });
});

describe('a deleted account leaves a tombstone', { shuffle: false }, () => {
  it("another device's still-valid token can create nothing once the account is deleted; the address registers again", async () => {
    const account = await newAccount(stack, 'trust-deleted');
    const other = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    const deleted = await api('POST', '/api/account/deletion', {
      token: account.token,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status, deleted.text).toBe(200);

    const organization = await api('POST', '/api/organizations', {
      token: other.accessToken,
      body: organizationPayload('Farmacia Después'),
    });
    expect(organization).toMatchObject(refused('SESSION_REVOKED'));
    const link = await api('POST', '/api/verification-links', {
      token: other.accessToken,
      body: { expiresInDays: 30, label: 'After deletion' },
    });
    expect(link).toMatchObject(refused('SESSION_REVOKED'));
    expect(await api('GET', '/api/profile', { token: account.token })).toMatchObject(refused('SESSION_REVOKED'));

    // Nothing was created: the account's partition holds its tombstone (and the stats item the stream keeps) only.
    await drainStack(stack);
    const left = (await table.queryPartition(`USER#${account.userId}`)).map((item) => item.SK);
    expect(left).toContain('SESSION');
    expect(left.filter((sk) => sk !== 'SESSION' && sk !== 'STATS')).toEqual([]);
    expect(await getSessionPolicy(account.userId)).toMatchObject({ exists: true, deletedAt: expect.any(String) });

    // The address is free: a new registration is a new account, which works.
    const newUserId = await registerConfirmed(stack, account.email);
    expect(newUserId).not.toBe(account.userId);
    const token = await signInWith(stack, account.email, TEST_PASSWORD);
    expect(await api('GET', '/api/profile', { token })).toMatchObject({
      status: 200,
      body: { user: { id: newUserId, email: account.email } },
    });
    // The old account's tokens stay refused.
    expect(await api('GET', '/api/profile', { token: other.accessToken })).toMatchObject(refused('SESSION_REVOKED'));
  });
});

describe('the session check fails closed', () => {
  it('refuses a token whose account has no session policy, until the backfill gives it one', async () => {
    const account = await newAccount(stack, 'trust-no-policy');
    // An account from before every account had a policy.
    await deleteItem(userKeys.sessionPolicy(account.userId));
    const fresh = await signInWith(stack, account.email, TEST_PASSWORD);
    expect(await api('GET', '/api/profile', { token: fresh })).toMatchObject(refused('SESSION_REVOKED'));

    const first = await backfillSessionPolicies();
    expect(first.written).toBeGreaterThanOrEqual(1);
    expect(await getSessionPolicy(account.userId)).toMatchObject({
      exists: true,
      disabled: false,
      revokedBefore: null,
    });
    expect((await api('GET', '/api/profile', { token: fresh })).status).toBe(200);
  });

  it('the backfill leaves an existing policy as it is', async () => {
    const account = await newAccount(stack, 'trust-backfill-kept');
    const admin = await newPlatformAdmin(stack, 'super_admin');
    expect((await api('POST', `/api/admin/users/${account.userId}/disable`, { token: admin.token })).status).toBe(200);
    const before = await table.get(userKeys.sessionPolicy(account.userId));
    await backfillSessionPolicies();
    expect(await table.get(userKeys.sessionPolicy(account.userId))).toEqual(before);
    expect(await api('GET', '/api/profile', { token: account.token })).toMatchObject(refused('ACCOUNT_DISABLED'));
  });
});

/** Writes a session's last activity `minutesAgo` back, before the session's first request. */
async function lastActiveAgo(userId: string, accessToken: string, minutesAgo: number) {
  const claims = claimsOf(accessToken);
  const key = sessionKeyOf({ sessionId: String(claims.origin_jti), authTime: Number(claims.auth_time) });
  await table.put({
    ...userKeys.sessionActivity(userId, key),
    entity: 'SessionActivity',
    userId,
    lastActiveAt: Date.now() - minutesAgo * 60_000,
  });
  return key;
}

describe('server-side session limits', () => {
  it('a session idle for more than 60 minutes is refused with SESSION_IDLE, also after a refresh; 59 minutes is not idle', async () => {
    const account = await newAccount(stack, 'idle-user');
    const idle = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    await lastActiveAgo(account.userId, idle.accessToken, 61);
    expect(await api('GET', '/api/profile', { token: idle.accessToken })).toMatchObject(refused('SESSION_IDLE'));
    const refreshed = await refreshWith(stack, idle.refreshToken);
    expect(claimsOf(refreshed.accessToken ?? '').origin_jti).toBe(claimsOf(idle.accessToken).origin_jti);
    expect(await api('GET', '/api/profile', { token: refreshed.accessToken })).toMatchObject(refused('SESSION_IDLE'));

    const active = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    const key = await lastActiveAgo(account.userId, active.accessToken, 59);
    const before = Date.now();
    expect((await api('GET', '/api/profile', { token: active.accessToken })).status).toBe(200);
    const item = await table.get(userKeys.sessionActivity(account.userId, key));
    expect(item?.lastActiveAt).toBeGreaterThanOrEqual(before);
  });

  it('a platform admin session is idle after 15 minutes', async () => {
    const admin = await newPlatformAdmin(stack, 'support');
    const idle = await cognitoTokensFor(stack, admin.email, TEST_PASSWORD);
    await lastActiveAgo(admin.userId, idle.accessToken, 16);
    expect(await api('GET', '/api/admin/stats', { token: idle.accessToken })).toMatchObject(refused('SESSION_IDLE'));
    expect(await api('GET', '/api/profile', { token: idle.accessToken })).toMatchObject(refused('SESSION_IDLE'));

    const active = await cognitoTokensFor(stack, admin.email, TEST_PASSWORD);
    await lastActiveAgo(admin.userId, active.accessToken, 14);
    expect((await api('GET', '/api/admin/stats', { token: active.accessToken })).status).toBe(200);
  });

  it('last activity is written at most once a minute per session', async () => {
    const account = await newAccount(stack, 'idle-once-a-minute');
    const claims = claimsOf(account.token);
    const key = sessionKeyOf({ sessionId: String(claims.origin_jti), authTime: Number(claims.auth_time) });
    expect((await api('GET', '/api/profile', { token: account.token })).status).toBe(200);
    const first = await table.get(userKeys.sessionActivity(account.userId, key));
    expect(first?.lastActiveAt).toEqual(expect.any(Number));
    expect((await api('GET', '/api/profile', { token: account.token })).status).toBe(200);
    expect((await api('GET', '/api/account/data', { token: account.token })).status).toBe(200);
    expect((await table.get(userKeys.sessionActivity(account.userId, key)))?.lastActiveAt).toBe(first?.lastActiveAt);
  });

  it('a platform admin session is refused 12 hours after its sign-in, however it was refreshed', async () => {
    const admin = await newPlatformAdmin(stack, 'support');
    const tokens = await cognitoTokensFor(stack, admin.email, TEST_PASSWORD);
    const signedIn = Number(claimsOf(tokens.accessToken).auth_time);
    const old = await resign(tokens.accessToken, { auth_time: signedIn - 12 * 3600 - 5 });
    expect(await api('GET', '/api/admin/stats', { token: old })).toMatchObject(refused('SESSION_MAX_AGE'));
    expect(await api('GET', '/api/profile', { token: old })).toMatchObject(refused('SESSION_MAX_AGE'));
    const younger = await resign(tokens.accessToken, { auth_time: signedIn - 11 * 3600 });
    // Eleven hours old and active a minute ago: still served.
    await lastActiveAgo(admin.userId, younger ?? '', 1);
    expect((await api('GET', '/api/admin/stats', { token: younger })).status).toBe(200);
  });
});
