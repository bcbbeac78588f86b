/**
 * Organization modules and module access (issue 10) through the API against the local emulators:
 * activating BookRx (verified organizations only, owner/admin only, idempotent, audited, no paid
 * modules or unlimited locations granted), its effect on the location limit, and the organization's
 * signed BookRx link by access status — always for the organization the caller is a member of. Links to
 * every module and their redemption are in ./module-access.test.ts.
 */
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { LOCATION_LIMIT_FREE_MESSAGE } from '@lunia/shared/domain/location-limit';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditEventKeys, organizationKeys } from '../../functions/src/data/keys';
import {
  PAID_ACTIVATION_REFUSED_MESSAGE,
  PAID_MODULES_REFUSED_MESSAGE,
  UNLIMITED_LOCATIONS_REFUSED_MESSAGE,
} from '../../functions/src/domain/organizations/module-activation';
import { newAccount, type TestAccount } from '../support/accounts';
import { accessTokenFor, apiClient, DEMO, tableClient } from '../support/local-clients';
import { accessTokenOf, verifiedLink } from '../support/module-access';
import { adminOrganizationApi, organizationDocumentsApi } from '../support/organization-document-fixtures';
import {
  addMember,
  createOrganizationAs,
  locationPayload,
  setOrganizationFlags,
} from '../support/organization-fixture';

const stack = inject('stack');
const api = apiClient(stack);
const table = tableClient(stack);

let owner: TestAccount;
let orgAdmin: TestAccount;
let manager: TestAccount;
let member: TestAccount;
let outsider: TestAccount;

beforeAll(async () => {
  [owner, orgAdmin, manager, member, outsider] = await Promise.all([
    newAccount(stack, 'mod-owner'),
    newAccount(stack, 'mod-admin'),
    newAccount(stack, 'mod-manager'),
    newAccount(stack, 'mod-member'),
    newAccount(stack, 'mod-outsider'),
  ]);
});

/** A new organization of `owner` with an admin, a manager and a member. */
async function organization(name: string) {
  const orgId = await createOrganizationAs(stack, owner.token, name);
  await addMember(stack, orgId, orgAdmin.userId, 'admin');
  await addMember(stack, orgId, manager.userId, 'manager');
  await addMember(stack, orgId, member.userId, 'member');
  return orgId;
}

const activate = (token: string, orgId: string, body: Record<string, unknown> = { modules: ['bookrx'] }) =>
  api('POST', `/api/organizations/${orgId}/activate-modules`, { token, body, headers: { [ACTIVE_ORG_HEADER]: orgId } });

const openBookrx = (token: string, orgId: string, module = 'bookrx') =>
  api('POST', `/api/organizations/${orgId}/access`, {
    token,
    body: { module },
    headers: { [ACTIVE_ORG_HEADER]: orgId },
  });

const stored = async (orgId: string) => (await table.get(organizationKeys.profile(orgId))) ?? {};

const activationEvents = async (orgId: string) =>
  (await table.queryPartition(auditEventKeys.targetPartition('ORG', orgId))).filter(
    (event) => event.action === 'modules_activated',
  );

describe('POST /api/organizations/{orgId}/activate-modules', () => {
  it('refuses an unverified organization with a clear error, and changes nothing', async () => {
    const orgId = await organization('Farmacia Sin Verificar');
    const response = await activate(owner.token, orgId, { modules: ['bookrx'], activateForFree: true });
    expect(response.status, response.text).toBe(409);
    expect(response.body).toMatchObject({
      code: 'ORGANIZATION_NOT_VERIFIED',
      error:
        "Only a verified organization can activate BookRx. Your organization's pharmacy license must be approved first.",
    });
    expect(await stored(orgId)).toMatchObject({ verified: false, activeModules: [], unlimitedLocations: false });
    expect(await activationEvents(orgId)).toEqual([]);
  });

  it('activates BookRx for an organization an admin approved, once however often it is asked, audited', async () => {
    // The real approval: the licence uploaded and approved, then the organization approved by an admin.
    const orgId = await organization('Farmacia Aprobada');
    const licence = await organizationDocumentsApi(stack, owner.token, orgId).upload('pharmacy_license');
    const admin = adminOrganizationApi(stack, await accessTokenFor(stack, DEMO.admin));
    await admin.approveDocument(licence);
    expect((await admin.approve(orgId)).status).toBe(200);

    const first = await activate(orgAdmin.token, orgId, { modules: ['bookrx'], activateForFree: true });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ success: true });
    const again = await activate(owner.token, orgId);
    expect(again.status, again.text).toBe(200);

    const org = await api('GET', `/api/organizations/${orgId}`, { token: member.token });
    expect(org.body.org).toMatchObject({ verified: true, activeModules: ['bookrx'], unlimitedLocations: false });
    const events = await activationEvents(orgId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: orgAdmin.userId, actorRole: 'member', modules: ['bookrx'] });

    // The switcher's list shows it too (the web refreshes it after activating).
    const mine = await api('GET', '/api/organizations', { token: member.token });
    expect(
      (mine.body.organizations as { id: string; activeModules: string[] }[]).find((o) => o.id === orgId),
    ).toMatchObject({ activeModules: ['bookrx'], verified: true });
  });

  it('is one change when activations race', async () => {
    const orgId = await organization('Farmacia Carrera Módulos');
    await setOrganizationFlags(stack, orgId, { verified: true, canSubscribe: true });
    const responses = await Promise.all([owner, orgAdmin, owner, orgAdmin].map((a) => activate(a.token, orgId)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await stored(orgId)).activeModules).toEqual(['bookrx']);
    expect(await activationEvents(orgId)).toHaveLength(1);
  });

  it.each([
    {
      what: 'unlimited locations (the original client body)',
      body: { modules: ['bookrx'], activateForFree: true, unlimitedLocations: true },
      field: 'unlimitedLocations',
      message: UNLIMITED_LOCATIONS_REFUSED_MESSAGE,
    },
    { what: 'a paid module', body: { modules: ['shift'] }, field: 'modules', message: PAID_MODULES_REFUSED_MESSAGE },
    {
      what: 'a paid module with BookRx, for free',
      body: { modules: ['bookrx', 'vault'], activateForFree: true },
      field: 'modules',
      message: PAID_MODULES_REFUSED_MESSAGE,
    },
    {
      what: 'a paid activation',
      body: { modules: ['bookrx'], activateForFree: false },
      field: 'activateForFree',
      message: PAID_ACTIVATION_REFUSED_MESSAGE,
    },
  ])('refuses $what to the owner, and changes nothing', async ({ body, field, message }) => {
    const orgId = await organization('Farmacia Pide De Más');
    await setOrganizationFlags(stack, orgId, { verified: true, canSubscribe: true });
    const response = await activate(owner.token, orgId, body);
    expect(response.status, response.text).toBe(403);
    expect(response.body).toEqual({ code: 'SUBSCRIPTION_REQUIRED', error: message, field });
    expect(await stored(orgId)).toMatchObject({ activeModules: [], unlimitedLocations: false });
    expect(await activationEvents(orgId)).toEqual([]);
  });

  it('leaves the free location limit as it is: BookRx is not a paid module', async () => {
    const orgId = await organization('Farmacia Una Sede');
    await setOrganizationFlags(stack, orgId, { verified: true, canSubscribe: true });
    expect((await activate(owner.token, orgId)).status).toBe(200);
    const call = (name: string) =>
      api('POST', '/api/locations', {
        token: owner.token,
        headers: { [ACTIVE_ORG_HEADER]: orgId },
        body: locationPayload(name),
      });
    expect((await call('Primera')).status).toBe(201);
    const second = await call('Segunda');
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'LOCATION_LIMIT_REACHED', error: LOCATION_LIMIT_FREE_MESSAGE });
  });

  it('is for the owner and admins only; others and other organizations are refused', async () => {
    const orgId = await organization('Farmacia Roles');
    await setOrganizationFlags(stack, orgId, { verified: true, canSubscribe: true });
    for (const caller of [manager, member]) {
      const refused = await activate(caller.token, orgId);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    const foreign = await activate(outsider.token, orgId);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('NOT_A_MEMBER');
    // The owner of another organization naming this one in the path is not a member of it either.
    const ownOrg = await createOrganizationAs(stack, outsider.token, 'Farmacia Ajena Módulos');
    const crossed = await api('POST', `/api/organizations/${orgId}/activate-modules`, {
      token: outsider.token,
      body: { modules: ['bookrx'] },
      headers: { [ACTIVE_ORG_HEADER]: ownOrg },
    });
    expect(crossed.status).toBe(403);
    expect(crossed.body.code).toBe('NOT_A_MEMBER');
    expect((await stored(orgId)).activeModules).toEqual([]);
  });
});

describe('POST /api/organizations/{orgId}/access', () => {
  it('answers by access status: unverified → 403, verified without BookRx → 409, active → a signed URL', async () => {
    const orgId = await organization('Farmacia Acceso');

    const unverified = await openBookrx(member.token, orgId);
    expect(unverified.status).toBe(403);
    expect(unverified.body).toMatchObject({
      code: 'VERIFICATION_REQUIRED',
      error: 'Please complete document verification to access BookRx platform.',
    });

    await setOrganizationFlags(stack, orgId, { verified: true, canSubscribe: true });
    const pendingActivation = await openBookrx(member.token, orgId);
    expect(pendingActivation.status).toBe(409);
    expect(pendingActivation.body.code).toBe('MODULE_NOT_ACTIVE');

    expect((await activate(owner.token, orgId)).status).toBe(200);
    const roles = [
      [owner, 'owner'],
      [orgAdmin, 'admin'],
      [manager, 'manager'],
      [member, 'member'],
    ] as const;
    for (const [caller, role] of roles) {
      const response = await openBookrx(caller.token, orgId);
      expect(response.status, response.text).toBe(200);
      const url = String(response.body.accessUrl);
      expect(url.startsWith(`${stack.env.MODULE_URL_BOOKRX}?lunia_access=`)).toBe(true);
      // Signed for this member and this organization, with their role (docs/module-access.md).
      const claims = verifiedLink(stack, url, 'bookrx');
      expect(claims).toMatchObject({ sub: caller.userId, org: { id: orgId, role } });
      expect(((claims?.exp ?? 0) - (claims?.iat ?? 0)) * 1000).toBeLessThanOrEqual(120_000);
      expect(accessTokenOf(url)).not.toBe('');
    }
  });

  it('opens a paid module only with a plan that includes it (issue 24)', async () => {
    const orgId = await organization('Farmacia Solo BookRx');
    await setOrganizationFlags(stack, orgId, { verified: true, activeModules: ['bookrx'] });
    const response = await openBookrx(member.token, orgId, 'shift');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('MODULE_NOT_PAID');
  });

  it('is refused to non-members, even for an active organization', async () => {
    const orgId = await organization('Farmacia Activa Ajena');
    await setOrganizationFlags(stack, orgId, { verified: true, activeModules: ['bookrx'] });
    const foreign = await openBookrx(outsider.token, orgId);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('NOT_A_MEMBER');
    const platformAdmin = await openBookrx(await accessTokenFor(stack, DEMO.admin), orgId);
    expect(platformAdmin.status).toBe(403);
    expect(platformAdmin.body.code).toBe('NOT_A_MEMBER');
  });
});
