import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { inviteKeys, userKeys } from '../../functions/src/data/keys';
import { newAccount, signInWith, TEST_PASSWORD, type TestAccount } from '../support/accounts';
import { approvedPharmacist } from '../support/document-fixtures';
import { uniqueEmail } from '../support/local-clients';
import { createOrganizationAs } from '../support/organization-fixture';
import { demoStaffTokens, sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();

let alice: TestAccount;
let bob: TestAccount;
let ownerToken: string;
/** An organization of this file's own owner (never the demo owner's: tests leave the demo accounts as seeded). */
let ownOrgId: string;
const ORG_NAME = 'Farmacia Perfil';

beforeAll(async () => {
  let owner: TestAccount;
  [alice, bob, owner] = await Promise.all([
    newAccount(stack, 'alice'),
    newAccount(stack, 'bob'),
    newAccount(stack, 'profile-owner'),
  ]);
  ownerToken = owner.token;
  ownOrgId = await createOrganizationAs(stack, ownerToken, ORG_NAME);
});

describe('GET /api/profile', () => {
  it('returns the caller’s own profile and organizations with the role', async () => {
    const mine = await api('GET', '/api/profile', { token: alice.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ user: { id: alice.userId, email: alice.email }, orgs: [] });

    const owner = await api('GET', '/api/profile', { token: ownerToken });
    expect(owner.body.orgs).toEqual([
      expect.objectContaining({ id: ownOrgId, name: ORG_NAME, role: 'owner', verified: false }),
    ]);
  });

  it('records when the user was last seen (at most every 10 minutes)', async () => {
    const account = await newAccount(stack, 'last-seen');
    const first = await api('GET', '/api/profile', { token: account.token });
    const lastLogin = (first.body.user as { lastLogin: string }).lastLogin;
    expect(Date.parse(lastLogin)).toBeGreaterThan(Date.now() - 60_000);
    const second = await api('GET', '/api/profile', { token: account.token });
    expect((second.body.user as { lastLogin: string }).lastLogin).toBe(lastLogin);
  });

  it('answers a signed-in user without a profile with PROFILE_NOT_FOUND', async () => {
    const account = await newAccount(stack, 'no-profile');
    const { DeleteCommand, DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const doc = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: 'us-east-1',
        endpoint: stack.urls.dynamodb,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    await doc.send(
      new DeleteCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: `USER#${account.userId}`, SK: 'PROFILE' } }),
    );
    const response = await api('GET', '/api/profile', { token: account.token });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('PROFILE_NOT_FOUND');
  });
});

describe('PUT /api/profile', () => {
  it('changes names and phone of the caller only', async () => {
    const response = await api('PUT', '/api/profile', {
      token: alice.token,
      body: { firstName: ' Alicia ', lastName: 'Pérez', phone: '787-555-0111' },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.user).toMatchObject({ firstName: 'Alicia', lastName: 'Pérez', phone: '787-555-0111' });
    const other = await api('GET', '/api/profile', { token: bob.token });
    expect(other.body.user).toMatchObject({ id: bob.userId, firstName: 'Lucía', lastName: 'Rivera' });
  });

  it('refuses a new name that is not a name (issue 39) on its field, changing nothing', async () => {
    const account = await newAccount(stack, 'profile-name-rule');
    const refused = await api('PUT', '/api/profile', {
      token: account.token,
      body: { firstName: 'Soporte Lunia: visite www.lunia-soporte.example', lastName: 'Rivera', phone: '787-555-0111' },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        field: 'firstName',
        error: 'First name cannot contain a web address or an e-mail address',
      },
    });
    const after = await api('GET', '/api/profile', { token: account.token });
    expect(after.body.user).toMatchObject({ firstName: 'Lucía', lastName: 'Rivera', phone: '787-555-0199' });
  });

  it('keeps a name stored before the name rule: shown as it is, and sent back unchanged with a new phone', async () => {
    const account = await newAccount(stack, 'profile-legacy-name');
    const stored = await table.get(userKeys.profile(account.userId));
    await table.put({ ...stored, ...userKeys.profile(account.userId), lastName: 'Rivera 2º' });
    const shown = await api('GET', '/api/profile', { token: account.token });
    expect(shown.body.user).toMatchObject({ lastName: 'Rivera 2º' });
    const kept = await api('PUT', '/api/profile', {
      token: account.token,
      body: { firstName: 'Lucía', lastName: 'Rivera 2º', phone: '787-555-0122' },
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.user).toMatchObject({ lastName: 'Rivera 2º', phone: '787-555-0122' });
    const changed = await api('PUT', '/api/profile', {
      token: account.token,
      body: { firstName: 'Lucía', lastName: 'Rivera 3º', phone: '787-555-0122' },
    });
    expect(changed).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'lastName' } });
  });

  it('does not change the e-mail at once: a new address waits for its code (see email-change.test.ts)', async () => {
    const account = await newAccount(stack, 'email-change');
    const newEmail = uniqueEmail('email-changed');
    const response = await api('PUT', '/api/profile', {
      token: account.token,
      body: { firstName: 'Eva', lastName: 'Cambio', phone: '1', email: newEmail.toUpperCase() },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.user).toMatchObject({ email: account.email, pendingEmail: newEmail, firstName: 'Eva' });
    expect(await table.get({ PK: `EMAIL#${account.email}`, SK: 'UNIQUE' })).toMatchObject({ userId: account.userId });
    expect(await table.get({ PK: `EMAIL#${newEmail}`, SK: 'UNIQUE' })).toBeUndefined();
    expect(await signInWith(stack, account.email, TEST_PASSWORD)).toEqual(expect.any(String));
  });

  it('answers an e-mail another account uses like a free one, and the address stays its owner’s', async () => {
    const response = await api('PUT', '/api/profile', {
      token: bob.token,
      body: { firstName: 'Lucía', lastName: 'Rivera', phone: '787-555-0199', email: alice.email },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.user).toMatchObject({ email: bob.email, pendingEmail: alice.email });
    expect(await table.get({ PK: `EMAIL#${alice.email}`, SK: 'UNIQUE' })).toMatchObject({ userId: alice.userId });
    const cancelled = await api('DELETE', '/api/profile/email-verification', { token: bob.token });
    expect(cancelled.status, cancelled.text).toBe(200);
  });
});

describe('a verified profile’s legal name', () => {
  it('changes only through review: 409 VERIFIED_NAME_LOCKED with the field; the phone still changes', async () => {
    const { admin } = await demoStaffTokens(stack);
    const { account } = await approvedPharmacist(stack, admin, 'verified-name');
    const before = (await api('GET', '/api/profile', { token: account.token })).body.user as Record<string, string>;
    const names = { firstName: String(before.firstName), lastName: String(before.lastName) };
    for (const [field, body] of [
      ['lastName', { ...names, lastName: 'Otro Apellido' }],
      ['firstName', { ...names, firstName: 'Otra' }],
    ] as const) {
      const refused = await api('PUT', '/api/profile', {
        token: account.token,
        body: { ...body, phone: '787-555-0199' },
      });
      expect(refused).toMatchObject({ status: 409, body: { code: 'VERIFIED_NAME_LOCKED', field } });
    }
    const unchanged = (await api('GET', '/api/profile', { token: account.token })).body.user;
    expect(unchanged).toMatchObject({ ...names, phone: before.phone });
    const phoneOnly = await api('PUT', '/api/profile', {
      token: account.token,
      body: { ...names, phone: '787-555-0199' },
    });
    expect(phoneOnly.status, phoneOnly.text).toBe(200);
    expect(phoneOnly.body.user).toMatchObject({ ...names, phone: '787-555-0199' });
    // Taking an account through the whole review loop takes a while on a busy machine.
  }, 90_000);
});

describe('one user cannot reach another user’s account', () => {
  it('keys every account route by the token: no route takes a user id', async () => {
    // Any id-like input is ignored: query strings and extra body fields do not select the user.
    const viaQuery = await api('GET', `/api/profile?userId=${bob.userId}&id=${bob.userId}`, { token: alice.token });
    expect(viaQuery.body.user).toMatchObject({ id: alice.userId });
    const viaBody = await api('PUT', '/api/profile', {
      token: alice.token,
      body: { id: bob.userId, userId: bob.userId, firstName: 'Hijack', lastName: 'Attempt', phone: '0' },
    });
    expect(viaBody.status).toBe(200);
    expect(viaBody.body.user).toMatchObject({ id: alice.userId, firstName: 'Hijack' });
    const bobAfter = await api('GET', '/api/profile', { token: bob.token });
    expect(bobAfter.body.user).toMatchObject({ id: bob.userId, firstName: 'Lucía' });
  });

  it('refuses a forged token (another user’s sub, unsigned) at the gateway', async () => {
    const [header, , signature] = alice.token.split('.');
    const claims = JSON.parse(Buffer.from(alice.token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: bob.userId })).toString('base64url');
    const forged = `${header}.${forgedPayload}.${signature}`;
    const response = await api('GET', '/api/profile', { token: forged });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/context-change', () => {
  const change = (activeOrgId: string | null) => ({
    activeOrgId,
    platform: 'website',
    timestamp: new Date().toISOString(),
  });

  it('records a switch to an organization the caller belongs to, and back to individual', async () => {
    const owner = await api('GET', '/api/profile', { token: ownerToken });
    const ownerId = (owner.body.user as { id: string }).id;
    expect((await api('POST', '/api/context-change', { token: ownerToken, body: change(ownOrgId) })).status).toBe(200);
    expect(await table.get({ PK: `USER#${ownerId}`, SK: 'PROFILE' })).toMatchObject({
      lastContext: { orgId: ownOrgId, platform: 'website' },
    });
    expect((await api('POST', '/api/context-change', { token: ownerToken, body: change(null) })).status).toBe(200);
  });

  it('refuses an organization the caller does not belong to with 403 NOT_A_MEMBER', async () => {
    const foreign = await api('POST', '/api/context-change', { token: alice.token, body: change(ownOrgId) });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('NOT_A_MEMBER');
    const unknown = await api('POST', '/api/context-change', { token: alice.token, body: change(randomUUID()) });
    expect(unknown.status).toBe(403);
  });

  it('ignores an active-organization header naming a foreign organization', async () => {
    const response = await api('GET', '/api/organizations', {
      token: alice.token,
      headers: { 'x-active-org-id': ownOrgId },
    });
    expect(response.status).toBe(200);
    expect(response.body.organizations).toEqual([]);
  });
});

describe('GET /api/users/me/stats, /api/organizations, /api/invitations', () => {
  it('gives zeros for a new user', async () => {
    const fresh = await newAccount(stack, 'stats-zero');
    const response = await api('GET', '/api/users/me/stats', { token: fresh.token });
    expect(response).toMatchObject({
      status: 200,
      body: {
        stats: {
          activeOrganizations: 0,
          pendingDocuments: 0,
          approvedDocuments: 0,
          invitations: 0,
          totalEarnings: 0,
          completedShifts: 0,
        },
      },
    });
  });

  it('counts organizations and pending invitations by key', async () => {
    const ownerStats = await api('GET', '/api/users/me/stats', { token: ownerToken });
    expect(ownerStats.body.stats).toMatchObject({ activeOrganizations: 1 });

    const invitedAt = new Date().toISOString();
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const inviteId = randomUUID();
    await table.put({
      ...inviteKeys.item(ownOrgId, inviteId),
      ...inviteKeys.indexes({ email: bob.email, invitedAt }),
      entity: 'Invite',
      id: inviteId,
      orgId: ownOrgId,
      orgName: ORG_NAME,
      email: bob.email,
      role: 'member',
      status: 'PENDING',
      invitedAt,
      expiresAt,
      lastSentAt: invitedAt,
      sentCount: 1,
      invitedByName: 'Olga Owner',
      language: 'en',
      message: 'Join us',
    });
    // A registered address is not proven: invitations to it are neither counted nor listed.
    expect((await api('GET', '/api/users/me/stats', { token: bob.token })).body.stats).toMatchObject({
      invitations: 0,
    });
    expect((await api('GET', '/api/invitations', { token: bob.token })).body).toEqual({
      invitations: [],
      emailVerified: false,
    });
    // Once proven (a confirmed code; set here through the table), they are.
    const profileKey = userKeys.profile(bob.userId);
    await table.put({ ...(await table.get(profileKey)), ...profileKey, emailVerified: true });
    const stats = await api('GET', '/api/users/me/stats', { token: bob.token });
    expect(stats.body.stats).toMatchObject({ invitations: 1 });
    const invitations = await api('GET', '/api/invitations', { token: bob.token });
    expect(invitations.body).toEqual({
      emailVerified: true,
      invitations: [
        {
          id: inviteId,
          orgId: ownOrgId,
          orgName: ORG_NAME,
          role: 'member',
          status: 'PENDING',
          invitedAt,
          expiresAt,
          expired: false,
          invitedByName: 'Olga Owner',
          linked: false,
          message: 'Join us',
        },
      ],
    });
    expect((await api('GET', '/api/invitations', { token: alice.token })).body.invitations).toEqual([]);
  });

  it('lists my organizations with my role', async () => {
    const response = await api('GET', '/api/organizations', { token: ownerToken });
    expect(response.body.organizations).toEqual([
      { id: ownOrgId, name: ORG_NAME, role: 'owner', activeModules: [], verified: false, canSubscribe: false },
    ]);
  });
});
