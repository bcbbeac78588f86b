/**
 * Organizations (issue 10) through the API against the local emulators: creation with every field and
 * the spec's server messages (§8), the owner membership and audit event written with it, reading,
 * updating (owner/admin only, audited) and the approval status — always for the organization the
 * caller is a member of.
 */
import {
  CONTACT_EMAIL_INVALID_MESSAGE,
  ORGANIZATION_NAME_INVALID_MESSAGE,
  PHARMACY_LICENSE_INVALID_MESSAGE,
} from '@lunia/shared/api/schemas/organizations';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEventKeys, membershipKeys, organizationKeys } from '../../functions/src/data/keys';
import { newAccount, type TestAccount } from '../support/accounts';
import {
  addMember,
  createOrganizationAs,
  organizationPayload,
  setOrganizationFlags,
} from '../support/organization-fixture';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();

let owner: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newAccount(stack, 'org-owner'), newAccount(stack, 'org-stranger')]);
});

describe('POST /api/organizations', () => {
  it('creates the organization with every field, the caller as owner and an audit event', async () => {
    const payload = organizationPayload('  Farmacia Caribe  ', {
      state: 'fl',
      contactEmail: 'Info@Caribe.Example.com',
      modules: ['bookrx', 'shift', 'bookrx'],
    });
    const response = await api('POST', '/api/organizations', { token: owner.token, body: payload });
    expect(response.status, response.text).toBe(201);
    expect(response.body.message).toBe('Organization created successfully.');
    const org = response.body.org as Record<string, unknown>;
    expect(org).toMatchObject({
      name: 'Farmacia Caribe',
      pharmacyLicenseNumber: 'PH-12345',
      address: '100 Calle Fortaleza',
      city: 'San Juan',
      state: 'FL',
      zipCode: '00901',
      contactEmail: 'info@caribe.example.com',
      einNumber: '66-1234567',
      phone: '787-555-0100',
      website: 'https://farmacia.example.com',
      description: 'A pharmacy in Old San Juan.',
      verified: false,
      canSubscribe: false,
      activeModules: [],
      requestedModules: ['bookrx', 'shift'],
      unlimitedLocations: false,
    });
    const orgId = String(org.id);

    const membership = await table.get(membershipKeys.item(orgId, owner.userId));
    expect(membership).toMatchObject({ role: 'owner', userId: owner.userId, orgId });
    const stored = await table.get(organizationKeys.profile(orgId));
    expect(stored).toMatchObject({ locationCount: 0, verified: false, GSI2PK: 'ORGSTATUS#pending' });
    const events = await table.queryPartition(auditEventKeys.targetPartition('ORG', orgId));
    expect(events).toEqual([
      expect.objectContaining({ action: 'organization_created', actorId: owner.userId, actorRole: 'owner' }),
    ]);

    // The switcher's list shows it with the owner role.
    const mine = await api('GET', '/api/organizations', { token: owner.token });
    expect(mine.body.organizations).toContainEqual(
      expect.objectContaining({ id: orgId, name: 'Farmacia Caribe', role: 'owner', verified: false }),
    );
  });

  it('defaults the state to PR and accepts the optional fields left out', async () => {
    const {
      state: _s,
      contactEmail: _c,
      einNumber: _e,
      website: _w,
      description: _d,
      modules: _m,
      ...required
    } = organizationPayload('Farmacia Mínima');
    const response = await api('POST', '/api/organizations', { token: owner.token, body: required });
    expect(response.status, response.text).toBe(201);
    expect(response.body.org).toMatchObject({
      state: 'PR',
      contactEmail: '',
      einNumber: '',
      website: '',
      description: '',
      requestedModules: [],
    });
  });

  it.each([
    { field: 'name', value: '   ', message: ORGANIZATION_NAME_INVALID_MESSAGE },
    // A business name (issue 39): no formula, link or address, only its characters.
    {
      field: 'name',
      value: '=HYPERLINK("https://evil.example")',
      message: 'Organization name cannot start with =, +, - or @',
    },
    {
      field: 'name',
      value: 'Farmacia www.lunia-soporte.example',
      message: 'Organization name cannot contain a web address or an e-mail address',
    },
    {
      field: 'name',
      value: 'Farmacia #1',
      message: "Organization name may contain only letters, digits, spaces and . , ' - & ( )",
    },
    { field: 'pharmacyLicenseNumber', value: '', message: PHARMACY_LICENSE_INVALID_MESSAGE },
    { field: 'pharmacyLicenseNumber', value: '<script>', message: PHARMACY_LICENSE_INVALID_MESSAGE },
    { field: 'contactEmail', value: 'not-an-email', message: CONTACT_EMAIL_INVALID_MESSAGE },
    { field: 'phone', value: '', message: 'Phone number is required' },
    { field: 'address', value: '', message: 'Address is required' },
    { field: 'city', value: '', message: 'City is required' },
    { field: 'zipCode', value: '', message: 'ZIP code is required' },
    { field: 'state', value: 'Puerto Rico', message: 'State must be a two-letter code, e.g. PR' },
    { field: 'modules', value: ['payroll'], message: 'Modules must be among bookrx, shift, core and vault' },
  ])('refuses $field = $value with "$message" and stores nothing', async ({ field, value, message }) => {
    const account = await newAccount(stack, 'org-invalid');
    const response = await api('POST', '/api/organizations', {
      token: account.token,
      body: organizationPayload('Farmacia Inválida', { [field]: value }),
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
    expect(String(response.body.field)).toMatch(new RegExp(`^${field}`));
    const mine = await api('GET', '/api/organizations', { token: account.token });
    expect(mine.body.organizations).toEqual([]);
  });

  it('refuses anonymous callers (the gateway answers 401)', async () => {
    const response = await api('POST', '/api/organizations', { body: organizationPayload('Farmacia Anónima') });
    expect(response.status).toBe(401);
  });
});

describe('GET, PUT /api/organizations/{orgId} and approval status', () => {
  let orgId: string;
  let manager: TestAccount;
  let orgAdmin: TestAccount;

  beforeAll(async () => {
    orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Lectura');
    [manager, orgAdmin] = await Promise.all([newAccount(stack, 'org-manager'), newAccount(stack, 'org-admin')]);
    await addMember(stack, orgId, manager.userId, 'manager');
    await addMember(stack, orgId, orgAdmin.userId, 'admin');
  });

  it('shows the organization to its members, and to nobody else', async () => {
    const mine = await api('GET', `/api/organizations/${orgId}`, { token: manager.token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.org).toMatchObject({ id: orgId, name: 'Farmacia Lectura' });

    const foreign = await api('GET', `/api/organizations/${orgId}`, { token: stranger.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('NOT_A_MEMBER');
    // The header is a hint only: naming the organization there does not make the stranger a member.
    const hinted = await api('GET', `/api/organizations/${orgId}`, {
      token: stranger.token,
      headers: { 'x-active-org-id': orgId },
    });
    expect(hinted.status).toBe(403);
  });

  it('lets an admin change the details (audited with the fields) and keeps the rest', async () => {
    const response = await api('PUT', `/api/organizations/${orgId}`, {
      token: orgAdmin.token,
      body: { phone: '787-555-0999', description: 'Open late.' },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.org).toMatchObject({
      name: 'Farmacia Lectura',
      phone: '787-555-0999',
      description: 'Open late.',
      state: 'PR',
      verified: false,
    });
    const events = await table.queryPartition(auditEventKeys.targetPartition('ORG', orgId));
    expect(events).toContainEqual(
      expect.objectContaining({
        action: 'organization_updated',
        actorId: orgAdmin.userId,
        changedFields: ['phone', 'description'],
      }),
    );
  });

  it('refuses a manager, an empty change and invalid values, changing nothing', async () => {
    const byManager = await api('PUT', `/api/organizations/${orgId}`, {
      token: manager.token,
      body: { name: 'Taken Over' },
    });
    expect(byManager.status).toBe(403);
    expect(byManager.body.code).toBe('FORBIDDEN');

    const empty = await api('PUT', `/api/organizations/${orgId}`, { token: owner.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Provide at least one field to change.');

    const invalid = await api('PUT', `/api/organizations/${orgId}`, {
      token: owner.token,
      body: { name: '', contactEmail: 'nope' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe(ORGANIZATION_NAME_INVALID_MESSAGE);

    // A new name that is not a business name (issue 39), on its field.
    const formula = await api('PUT', `/api/organizations/${orgId}`, {
      token: owner.token,
      body: { name: '+Farmacia', phone: '787-555-0000' },
    });
    expect(formula).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', field: 'name', error: 'Organization name cannot start with =, +, - or @' },
    });

    const after = await api('GET', `/api/organizations/${orgId}`, { token: owner.token });
    expect(after.body.org).toMatchObject({ name: 'Farmacia Lectura', contactEmail: 'farmacia@example.com' });
  });

  it('keeps a name stored before the name rule: shown as it is, sent back unchanged with another change', async () => {
    const legacyOrgId = await createOrganizationAs(stack, owner.token, 'Farmacia Antigua');
    const key = organizationKeys.profile(legacyOrgId);
    const stored = await table.get(key);
    expect(stored).toBeDefined();
    await table.put({ ...stored, ...key, name: 'Farmacia #1 / Centro' });
    const shown = await api('GET', `/api/organizations/${legacyOrgId}`, { token: owner.token });
    expect(shown.body.org).toMatchObject({ name: 'Farmacia #1 / Centro' });
    const kept = await api('PUT', `/api/organizations/${legacyOrgId}`, {
      token: owner.token,
      body: { name: 'Farmacia #1 / Centro', phone: '787-555-0199' },
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.org).toMatchObject({ name: 'Farmacia #1 / Centro', phone: '787-555-0199' });
    const renamed = await api('PUT', `/api/organizations/${legacyOrgId}`, {
      token: owner.token,
      body: { name: 'Farmacia #2' },
    });
    expect(renamed).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'name' } });
  });

  it('cannot change verification or modules through an update', async () => {
    const response = await api('PUT', `/api/organizations/${orgId}`, {
      token: owner.token,
      body: { name: 'Farmacia Lectura', verified: true, canSubscribe: true, activeModules: ['bookrx'] },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.org).toMatchObject({ verified: false, canSubscribe: false, activeModules: [] });
  });

  it('answers the approval status with verified and canSubscribe', async () => {
    // An organization of its own: approving the shared one would change what the other tests read.
    const approvedOrg = await createOrganizationAs(stack, owner.token, 'Farmacia Aprobada');
    await addMember(stack, approvedOrg, manager.userId, 'manager');
    const status = (token: string) => api('GET', `/api/organizations/${approvedOrg}/approval-status`, { token });
    const pending = await status(manager.token);
    expect(pending.status, pending.text).toBe(200);
    expect(pending.body).toEqual({ organization: { id: approvedOrg, verified: false, canSubscribe: false } });

    await setOrganizationFlags(stack, approvedOrg, { verified: true, canSubscribe: true });
    const approved = await status(manager.token);
    expect(approved.body).toEqual({ organization: { id: approvedOrg, verified: true, canSubscribe: true } });

    const foreign = await status(stranger.token);
    expect(foreign.status).toBe(403);
  });
});
