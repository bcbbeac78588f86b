/**
 * The Puerto Rico credential catalogue (issue 27): the list every signed-in user reads, a super
 * admin's override of one type's numbers (reflected in the list, audited; support refused; bad input
 * answered with its field), an optional credential uploaded end to end, and the expiry reminder of a
 * grace stage. The overrides touch types no other file uses (cpr_bls, ley300_certificate) and are
 * reset at the end; the expiry job runs with a chosen `now` long past (../integration/document-expiry.test.ts
 * explains why), on dates no other file uses.
 */
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import {
  lastDayOfMonth,
  staggeredExpiryMessage,
  staggeredExpiryProposal,
} from '@lunia/shared/domain/credentials/staggered-registration';
import { addMonths } from '@lunia/shared/domain/credentials/standing';
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExpiryCheck } from '../../functions/src/use-cases/admin/run-expiry-check';
import { newAccount, type TestAccount } from '../support/accounts';
import { documentsApi, eventually, files, postToS3, type UploadSlot } from '../support/document-fixtures';
import { declaration } from '../support/expiry-fixtures';
import { mailsTo } from '../support/local-clients';
import {
  adminOrganizationApi,
  type OrganizationType,
  organizationDocumentsApi,
} from '../support/organization-document-fixtures';
import { createOrganizationAs } from '../support/organization-fixture';
import { platformCallers } from '../support/platform-callers';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
const today = puertoRicoToday();
let pharmacist: TestAccount;
let superAdmin: TestAccount;
let support: TestAccount;

interface CredentialType {
  type: string;
  holder: string;
  requiredIn: string[];
  cycleMonths: number | null;
  graceStages: { stage: string; after: number; unit: string }[];
  ceHours: number | null;
  names: { en: string; es: string };
  overridden: boolean;
}

const list = async (token: string) => {
  const response = await api('GET', '/api/credential-types', { token });
  expect(response.status, response.text).toBe(200);
  return response.body.credentialTypes as CredentialType[];
};
const typeIn = (types: CredentialType[], type: string) => types.find((entry) => entry.type === type);
const putRules = (token: string, body: Record<string, unknown>) =>
  api('PUT', '/api/admin/credential-rules', { token, body });

beforeAll(async () => {
  const callers = await platformCallers(stack);
  superAdmin = callers.admin;
  support = callers.support;
  pharmacist = await newAccount(stack, 'credential-types');
});

afterAll(async () => {
  for (const type of ['cpr_bls', 'ley300_certificate'])
    await putRules(superAdmin.token, { type, cycleMonths: null, graceStages: [], reset: true });
});

describe('the credential catalogue', () => {
  it('lists every type with holder, where required, cycle, stages and en/es names', async () => {
    const types = await list(pharmacist.token);
    expect(types.map((entry) => entry.type)).toEqual(
      expect.arrayContaining(['pharmacist_license', 'technician_license', 'dea_registration', 'ley300_certificate']),
    );
    expect(typeIn(types, 'pharmacist_license')).toMatchObject({
      holder: 'person',
      requiredIn: ['individual'],
      cycleMonths: 36,
      ceHours: 35,
      names: { en: 'Pharmacist license', es: 'Licencia de farmacéutico' },
    });
    expect(typeIn(types, 'cpr_bls')?.ceHours).toBeNull();
    expect(typeIn(types, 'controlled_substance_registration')).toMatchObject({
      holder: 'pharmacy',
      requiredIn: [],
      cycleMonths: 12,
      graceStages: [
        { stage: 'expired_fine', after: 5, unit: 'days' },
        { stage: 'inactivated', after: 30, unit: 'days' },
        { stage: 'cancelled', after: 6, unit: 'months' },
      ],
    });
  });

  it("takes a super admin's override, shows it to everyone, and resets it", async () => {
    const changed = await putRules(superAdmin.token, {
      type: 'ley300_certificate',
      cycleMonths: 36,
      graceStages: [{ stage: 'cancelled', after: 2, unit: 'months' }],
    });
    expect(changed.status, changed.text).toBe(200);
    expect(typeIn(await list(pharmacist.token), 'ley300_certificate')).toMatchObject({
      cycleMonths: 36,
      graceStages: [{ stage: 'cancelled', after: 2, unit: 'months' }],
      overridden: true,
    });
    const audit = await api('GET', '/api/admin/audit-events?action=credential_rules_updated&limit=50', {
      token: superAdmin.token,
    });
    expect(audit.status, audit.text).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('ley300_certificate');

    const reset = await putRules(superAdmin.token, {
      type: 'ley300_certificate',
      cycleMonths: null,
      graceStages: [],
      reset: true,
    });
    expect(reset.status, reset.text).toBe(200);
    expect(typeIn(await list(pharmacist.token), 'ley300_certificate')).toMatchObject({
      cycleMonths: 12,
      graceStages: [],
      overridden: false,
    });
  });

  it("takes the pharmacist licence's continuing-education hours as a rule, audited", async () => {
    // The catalogue's own figures: other files read the pharmacist licence's rules meanwhile.
    const body = { type: 'pharmacist_license', cycleMonths: 36, graceStages: [] };
    const changed = await putRules(superAdmin.token, { ...body, ceHours: 35 });
    expect(changed.status, changed.text).toBe(200);
    expect(typeIn(changed.body.credentialTypes as CredentialType[], 'pharmacist_license')).toMatchObject({
      ceHours: 35,
      overridden: true,
    });
    const audit = await api('GET', '/api/admin/audit-events?action=credential_rules_updated&limit=50', {
      token: superAdmin.token,
    });
    expect(JSON.stringify(audit.body)).toContain('35 CE hours per cycle');
    const reset = await putRules(superAdmin.token, { ...body, reset: true });
    expect(typeIn(reset.body.credentialTypes as CredentialType[], 'pharmacist_license')).toMatchObject({
      ceHours: 35,
      overridden: false,
    });
  });

  it('refuses support and pharmacists, and answers bad numbers with their field', async () => {
    const body = { type: 'ley300_certificate', cycleMonths: 12, graceStages: [] };
    expect((await putRules(support.token, body)).status).toBe(403);
    expect((await putRules(pharmacist.token, body)).status).toBe(403);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, cycleMonths: 0 }, 'cycleMonths'],
      [{ ...body, type: 'passport' }, 'type'],
      [{ ...body, type: 'pharmacist_license', ceHours: 0 }, 'ceHours'],
      [{ ...body, type: 'pharmacist_license', ceHours: 201 }, 'ceHours'],
      [{ ...body, type: 'pharmacist_license', ceHours: 20.5 }, 'ceHours'],
      [{ ...body, ceHours: 20 }, 'ceHours'],
      [{ ...body, type: 'ce_certificate' }, 'type'],
      [{ ...body, graceStages: [{ stage: 'expired_fine', after: 0, unit: 'days' }] }, 'graceStages.0.after'],
      [{ ...body, graceStages: [{ stage: 'suspended', after: 5, unit: 'days' }] }, 'graceStages.0.stage'],
      [
        {
          ...body,
          graceStages: [
            { stage: 'cancelled', after: 5, unit: 'days' },
            { stage: 'cancelled', after: 6, unit: 'months' },
          ],
        },
        'graceStages',
      ],
    ];
    for (const [bad, field] of cases) {
      const response = await putRules(superAdmin.token, bad);
      expect(response.status, field).toBe(400);
      expect(response.body, field).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });
});

describe('an optional credential', { shuffle: false }, () => {
  let documentId = '';
  // Long past, on a date no other file uses: the job's runs below see only documents that old.
  const expiresOn = addDays(today, -420);

  it('is uploaded like a required one, and a pharmacy-held type is refused to a person', async () => {
    const slot = await api('POST', '/api/documents/uploads', {
      token: pharmacist.token,
      body: { type: 'cpr_bls', ...declaration({ expiresOn: addDays(today, 300) }) },
    });
    expect(slot.status, slot.text).toBe(201);
    const upload = slot.body as unknown as UploadSlot;
    expect((await postToS3(upload.upload, files.pdf())).status).toBeLessThan(300);
    const doc = await documentsApi(stack, pharmacist.token).settled(upload.document.id);
    expect(doc).toMatchObject({ type: 'cpr_bls', status: 'pending', expiresOn: addDays(today, 300) });
    documentId = doc.id;

    const refused = await api('POST', '/api/documents/uploads', {
      token: pharmacist.token,
      body: { type: 'dea_registration', ...declaration({ expiresOn: addDays(today, 300) }) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'type' });
  });

  it('gets the reminder of a grace stage, saying its consequence', async () => {
    const corrected = await api('PUT', `/api/admin/documents/${documentId}/expiry`, {
      token: superAdmin.token,
      body: { expiresOn },
    });
    expect(corrected.status, corrected.text).toBe(200);
    const rules = await putRules(superAdmin.token, {
      type: 'cpr_bls',
      cycleMonths: 24,
      graceStages: [{ stage: 'expired_fine', after: 2, unit: 'days' }],
    });
    expect(rules.status, rules.text).toBe(200);
    // Day 2 past the date: no stage yet. Day 3: the fine applies, announced once.
    const dayTwo = await runExpiryCheck({ now: new Date(`${addDays(expiresOn, 2)}T16:00:00Z`) });
    expect(dayTwo.run.remindersQueued).toBe(0);
    const dayThree = await runExpiryCheck({ now: new Date(`${addDays(expiresOn, 3)}T16:00:00Z`) });
    expect(dayThree.run.remindersQueued).toBe(1);
    const mail = await eventually(async () => {
      const mails = await mailsTo(stack, pharmacist.email);
      return mails.find((m) => /a fine applies|aplica una multa/.test(m.subject));
    }, 20_000);
    expect(mail.body.text).toMatch(/CPR\/BLS/);
    const again = await runExpiryCheck({ now: new Date(`${addDays(expiresOn, 4)}T16:00:00Z`) });
    expect(again.run.remindersQueued).toBe(0);
  });
});

describe('the controlled-substance registration', () => {
  it('renews in the month of its first registration once an admin verified it', async () => {
    const orgId = await createOrganizationAs(stack, pharmacist.token, 'Farmacia Escalonada');
    const pharmacy = organizationDocumentsApi(stack, pharmacist.token, orgId);
    // An optional pharmacy-held type: the fixture's list names the spec's organization types only.
    const registration = await pharmacy.upload('controlled_substance_registration' as OrganizationType);
    expect(registration.status).toBe('pending');
    await adminOrganizationApi(stack, superAdmin.token).approveDocument(registration);
    const verifiedOn = registration.expiresOn as string;
    const renew = (expiresOn: string) =>
      api('PUT', `/api/documents/${registration.id}`, {
        token: pharmacist.token,
        headers: { [ACTIVE_ORG_HEADER]: orgId },
        body: declaration({ expiresOn }),
      });
    // Another month: refused on the date with its own code, naming the registration's month and the
    // date proposed (that month's last day nearest the date entered that renews the registration).
    const requiredMonth = Number(verifiedOn.slice(5, 7));
    const dayBefore = puertoRicoToday();
    const monthLate = addMonths(verifiedOn, 13);
    const refused = await renew(monthLate);
    expect(refused.status, refused.text).toBe(400);
    // Today as the server saw it (a run may cross midnight in Puerto Rico).
    const proposals = [dayBefore, puertoRicoToday()].map((day) =>
      staggeredExpiryProposal(monthLate, { month: requiredMonth, expiresOn: verifiedOn }, day),
    );
    expect(proposals).toContain(lastDayOfMonth(Number(verifiedOn.slice(0, 4)) + 1, requiredMonth));
    const proposedExpiresOn = (refused.body.details as { proposedExpiresOn?: string } | undefined)?.proposedExpiresOn;
    expect(proposals).toContain(proposedExpiresOn);
    expect(refused.body).toEqual({
      code: 'EXPIRY_MONTH_MISMATCH',
      field: 'expiresOn',
      error: staggeredExpiryMessage(requiredMonth, proposedExpiresOn as string),
      details: { requiredMonth, proposedExpiresOn },
    });
    // The same month a year on: the renewal's slot is issued.
    const renewed = await renew(addMonths(verifiedOn, 12));
    expect(renewed.status, renewed.text).toBe(200);
  });
});
