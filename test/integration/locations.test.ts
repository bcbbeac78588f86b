/**
 * Pharmacy locations (issue 10) through the API against the local emulators: the organization comes
 * from the x-active-org-id header and membership is read from the table; the first location is
 * primary and exactly one stays primary (also under concurrent switches); the primary cannot be
 * deleted; the location limit of §9 with the alerts of §5, race-safe; another organization's location
 * id is a 404; every change is audited.
 */
import { LOCATION_LIMIT_FREE_MESSAGE, LOCATION_LIMIT_PAID_MESSAGE } from '@lunia/shared/domain/location-limit';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEventKeys, locationKeys, organizationKeys } from '../../functions/src/data/keys';
import { newAccount, type TestAccount } from '../support/accounts';
import {
  addMember,
  createOrganizationAs,
  locationPayload,
  setOrganizationFlags,
} from '../support/organization-fixture';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();

interface LocationRecord {
  id: string;
  name: string;
  isPrimary: boolean;
}

/** Calls a location route as `token` with `orgId` as the active organization. */
const asMember = (token: string, orgId: string) => (method: string, path: string, body?: unknown) =>
  api(method, path, { token, headers: { 'x-active-org-id': orgId }, ...(body === undefined ? {} : { body }) });

async function listed(call: ReturnType<typeof asMember>): Promise<LocationRecord[]> {
  const response = await call('GET', '/api/locations');
  expect(response.status, response.text).toBe(200);
  return response.body.locations as LocationRecord[];
}

async function add(call: ReturnType<typeof asMember>, name: string, overrides = {}) {
  const response = await call('POST', '/api/locations', locationPayload(name, overrides));
  expect(response.status, response.text).toBe(201);
  return response.body.location as LocationRecord;
}

const storedCount = async (orgId: string) =>
  (await table.get(organizationKeys.profile(orgId)))?.locationCount as number | undefined;

let owner: TestAccount;

beforeAll(async () => {
  owner = await newAccount(stack, 'loc-owner');
});

describe('adding locations and the limit (§5, §9)', () => {
  it('makes the first location primary, then refuses a second without a paid subscription', async () => {
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Una Sede');
    const call = asMember(owner.token, orgId);
    expect(await listed(call)).toEqual([]);

    const created = await call('POST', '/api/locations', locationPayload('Sede Central', { isPrimary: false }));
    expect(created.status, created.text).toBe(201);
    // Every field as sent, and primary although it asked not to be: the first location always is.
    expect(created.body.location).toEqual({
      ...locationPayload('Sede Central'),
      id: expect.any(String),
      isPrimary: true,
      pharmacistInCharge: null,
      coverage: 'uncovered',
    });

    const second = await call('POST', '/api/locations', locationPayload('Segunda'));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'LOCATION_LIMIT_REACHED', error: LOCATION_LIMIT_FREE_MESSAGE });
    expect(await listed(call)).toHaveLength(1);
    expect(await storedCount(orgId)).toBe(1);

    const events = await table.queryPartition(auditEventKeys.targetPartition('ORG', orgId));
    expect(events.map((event) => event.action)).toContain('location_created');
  });

  it('with paid modules (verified, a paid module active) the limit is the current count, with the paid message', async () => {
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Pagada');
    // BookRx alone is free (issue 10, organization modules): a paid module is any other one.
    await setOrganizationFlags(stack, orgId, { verified: true, activeModules: ['bookrx', 'shift'] });
    const call = asMember(owner.token, orgId);
    await add(call, 'Primera');
    const second = await call('POST', '/api/locations', locationPayload('Segunda'));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'LOCATION_LIMIT_REACHED', error: LOCATION_LIMIT_PAID_MESSAGE });
  });

  it('an unverified organization with modules is not a paid one: the free message', async () => {
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Sin Verificar');
    await setOrganizationFlags(stack, orgId, { verified: false, activeModules: ['shift'] });
    const call = asMember(owner.token, orgId);
    await add(call, 'Primera');
    const second = await call('POST', '/api/locations', locationPayload('Segunda'));
    expect(second.body.error).toBe(LOCATION_LIMIT_FREE_MESSAGE);
  });

  it('unlimited locations allows many, and a new primary takes over in the same step', async () => {
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Cadena');
    await setOrganizationFlags(stack, orgId, { unlimitedLocations: true });
    const call = asMember(owner.token, orgId);
    const first = await add(call, 'Uno');
    await add(call, 'Dos');
    const third = await add(call, 'Tres', { isPrimary: true });
    expect(third.isPrimary).toBe(true);
    const all = await listed(call);
    expect(all.map((l) => [l.name, l.isPrimary])).toEqual([
      ['Tres', true],
      ['Uno', false],
      ['Dos', false],
    ]);
    expect(all.find((l) => l.id === first.id)?.isPrimary).toBe(false);
    expect(await storedCount(orgId)).toBe(3);
  });

  it('is race-safe: concurrent adds never exceed the free limit of one', async () => {
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Carrera');
    const call = asMember(owner.token, orgId);
    const responses = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) => call('POST', '/api/locations', locationPayload(name))),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.status !== 201)) {
      expect(refused.status, refused.text).toBe(409);
      expect(['LOCATION_LIMIT_REACHED', 'CONFLICT']).toContain(refused.body.code);
    }
    const all = await listed(call);
    expect(all).toHaveLength(1);
    expect(all[0]?.isPrimary).toBe(true);
    expect(await storedCount(orgId)).toBe(1);
  });

  it.each([
    { field: 'name', value: '', message: 'Name is required' },
    { field: 'address', value: ' ', message: 'Address is required' },
    { field: 'city', value: '', message: 'City is required' },
    { field: 'state', value: '', message: 'State must be a two-letter code, e.g. PR' },
    { field: 'zipCode', value: '', message: 'ZIP code is required' },
    { field: 'email', value: 'nope', message: 'Please enter a valid email address' },
  ])('refuses $field = "$value" with "$message" (§5) and stores nothing', async ({ field, value, message }) => {
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Validación');
    const call = asMember(owner.token, orgId);
    const response = await call('POST', '/api/locations', locationPayload('Sede', { [field]: value }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', error: message, field });
    expect(await listed(call)).toEqual([]);
    expect(await storedCount(orgId)).toBe(0);
  });

  it('accepts the optional fields empty', async () => {
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Opcional');
    const location = await add(asMember(owner.token, orgId), 'Sede', { phone: '', email: '', pharmacyLicense: '' });
    expect(location).toMatchObject({ phone: '', email: '', pharmacyLicense: '' });
  });

  it('needs an organization header, and the caller to be its owner or admin', async () => {
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Permisos');
    const noHeader = await api('POST', '/api/locations', { token: owner.token, body: locationPayload('X') });
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.field).toBe('x-active-org-id');

    const member = await newAccount(stack, 'loc-member');
    await addMember(stack, orgId, member.userId, 'member');
    const byMember = await asMember(member.token, orgId)('POST', '/api/locations', locationPayload('X'));
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe('FORBIDDEN');
    // A member may read the list.
    expect(await listed(asMember(member.token, orgId))).toEqual([]);
  });
});

describe('editing, primary and deleting', () => {
  /** An organization with three locations, the first primary: each test edits its own. */
  async function threeSites() {
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Tres Sedes');
    await setOrganizationFlags(stack, orgId, { unlimitedLocations: true });
    const call = asMember(owner.token, orgId);
    const first = await add(call, 'Primera');
    const second = await add(call, 'Segunda');
    const third = await add(call, 'Tercera');
    return { orgId, call, first, second, third };
  }

  it('edits a location (audited) and keeps the primary flag when it is not sent', async () => {
    const { orgId, call, first } = await threeSites();
    const response = await call(
      'PUT',
      `/api/locations/${first.id}`,
      locationPayload('Primera Renovada', { phone: '', email: 'nueva@example.com' }),
    );
    expect(response.status, response.text).toBe(200);
    expect(response.body.location).toMatchObject({
      id: first.id,
      name: 'Primera Renovada',
      phone: '',
      email: 'nueva@example.com',
      isPrimary: true,
    });
    const stored = await table.get(locationKeys.item(orgId, first.id));
    expect(stored).toMatchObject({ name: 'Primera Renovada', isPrimary: true });
    const events = await table.queryPartition(auditEventKeys.targetPartition('ORG', orgId));
    expect(events).toContainEqual(expect.objectContaining({ action: 'location_updated', locationId: first.id }));
  });

  it('refuses to un-mark the primary, and an invalid edit, changing nothing', async () => {
    const { call, first, second } = await threeSites();
    const unmark = await call('PUT', `/api/locations/${first.id}`, locationPayload('Primera', { isPrimary: false }));
    expect(unmark.status).toBe(409);
    expect(unmark.body.code).toBe('PRIMARY_LOCATION_REQUIRED');
    const invalid = await call('PUT', `/api/locations/${second.id}`, locationPayload('', {}));
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('Name is required');
    const all = await listed(call);
    expect(all.find((l) => l.id === first.id)).toMatchObject({ name: 'Primera', isPrimary: true });
    expect(all.find((l) => l.id === second.id)).toMatchObject({ name: 'Segunda' });
  });

  it('refuses to delete the primary location', async () => {
    const { call, first } = await threeSites();
    const response = await call('DELETE', `/api/locations/${first.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'PRIMARY_LOCATION_NOT_DELETABLE',
      error: 'The primary location cannot be deleted.',
    });
    expect(await listed(call)).toHaveLength(3);
  });

  it('sets another location as primary: exactly one primary afterwards, audited', async () => {
    const { orgId, call, second } = await threeSites();
    const response = await call('PUT', `/api/locations/${second.id}/primary`);
    expect(response.status, response.text).toBe(200);
    expect(response.body.location).toMatchObject({ id: second.id, isPrimary: true });
    const all = await listed(call);
    expect(all.filter((l) => l.isPrimary).map((l) => l.id)).toEqual([second.id]);
    const again = await call('PUT', `/api/locations/${second.id}/primary`);
    expect(again.status).toBe(200);
    const events = await table.queryPartition(auditEventKeys.targetPartition('ORG', orgId));
    expect(events).toContainEqual(
      expect.objectContaining({ action: 'primary_location_changed', locationId: second.id }),
    );
  });

  it('leaves exactly one primary when two switches race', async () => {
    const { call, first, second, third } = await threeSites();
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all([
        call('PUT', `/api/locations/${first.id}/primary`),
        call('PUT', `/api/locations/${third.id}/primary`),
      ]);
      // The loser of a real race is refused by the transaction's condition (set-primary-location.ts).
      for (const response of responses.filter((r) => r.status !== 200)) {
        expect({ status: response.status, code: response.body.code }, response.text).toEqual({
          status: 409,
          code: 'CONFLICT',
        });
      }
      expect(responses.some((response) => response.status === 200)).toBe(true);
      const primaries = (await listed(call)).filter((l) => l.isPrimary);
      expect(primaries).toHaveLength(1);
      // Move it back to the second for the next round.
      await call('PUT', `/api/locations/${second.id}/primary`);
    }
  });

  it('deletes a non-primary location (audited), and the count follows', async () => {
    const { orgId, call, third } = await threeSites();
    const response = await call('DELETE', `/api/locations/${third.id}`);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect((await listed(call)).map((l) => l.id)).not.toContain(third.id);
    expect(await storedCount(orgId)).toBe(2);
    const gone = await call('DELETE', `/api/locations/${third.id}`);
    expect(gone.status).toBe(404);
    const events = await table.queryPartition(auditEventKeys.targetPartition('ORG', orgId));
    expect(events).toContainEqual(expect.objectContaining({ action: 'location_deleted', locationId: third.id }));
  });

  it('deleting frees a place under the limit', async () => {
    const single = await createOrganizationAs(stack, owner.token, 'Farmacia Libera');
    await setOrganizationFlags(stack, single, { unlimitedLocations: true });
    const singleCall = asMember(owner.token, single);
    await add(singleCall, 'Principal');
    const extra = await add(singleCall, 'Extra');
    await setOrganizationFlags(stack, single, { unlimitedLocations: false });
    const blocked = await singleCall('POST', '/api/locations', locationPayload('Otra'));
    expect(blocked.status).toBe(409);
    expect((await singleCall('DELETE', `/api/locations/${extra.id}`)).status).toBe(200);
    const blockedStill = await singleCall('POST', '/api/locations', locationPayload('Otra'));
    // One location left, free limit 1: still full.
    expect(blockedStill.body.error).toBe(LOCATION_LIMIT_FREE_MESSAGE);
  });
});

describe('another organization’s locations', () => {
  it('are a 404 through my organization, and refused through theirs', async () => {
    const other = await newAccount(stack, 'loc-other');
    const mine = await createOrganizationAs(stack, owner.token, 'Farmacia Mía');
    const theirs = await createOrganizationAs(stack, other.token, 'Farmacia Suya');
    const theirLocation = await add(asMember(other.token, theirs), 'Su Sede');
    const myCall = asMember(owner.token, mine);

    for (const [method, path, body] of [
      ['PUT', `/api/locations/${theirLocation.id}`, locationPayload('Robada')],
      ['PUT', `/api/locations/${theirLocation.id}/primary`, undefined],
      ['DELETE', `/api/locations/${theirLocation.id}`, undefined],
    ] as const) {
      const response = await myCall(method, path, body);
      expect(response.status, `${method} ${path}: ${response.text}`).toBe(404);
      expect(response.body.error).toBe('Location not found.');
    }
    // Naming their organization in the header does not help: I am not a member.
    const hinted = await asMember(owner.token, theirs)('GET', '/api/locations');
    expect(hinted.status).toBe(403);
    expect(hinted.body.code).toBe('NOT_A_MEMBER');
    const theirList = await listed(asMember(other.token, theirs));
    expect(theirList.find((l) => l.id === theirLocation.id)).toMatchObject({ name: 'Su Sede', isPrimary: true });
    // My list does not show their locations.
    expect(await listed(myCall)).toEqual([]);
  });
});
