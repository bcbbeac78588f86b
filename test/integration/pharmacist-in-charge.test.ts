/**
 * The pharmacist in charge per location and the inspection binder (issue 27): naming a member with
 * an approved licence covers the location; the daily coverage job, run through its use case with a
 * chosen `now` weeks before the licence's date, makes it at risk and e-mails the owner once; the
 * member's removal leaves it uncovered (the table stream works it out) and e-mails again; naming a
 * member without a licence or a non-member is a 400 on `memberId`; another organization's owner
 * learns nothing; the binder is a PDF with the organization's, the location's and the people's names,
 * the licence numbers and the review trail.
 */
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOwnerTrail } from '../../functions/src/data/document-trail';
import { runCoverageCheck } from '../../functions/src/use-cases/locations/run-coverage-check';
import { newAccount, TEST_PASSWORD, type TestAccount } from '../support/accounts';
import { binderLinkToken, binderPdfText } from '../support/binder-pdf';
import { adminApi, documentsApi, eventually, files, postToS3, type UploadSlot } from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { declaration } from '../support/expiry-fixtures';
import { accessTokenFor, DEMO, mailsTo } from '../support/local-clients';
import {
  addMember,
  createOrganizationAs,
  locationPayload,
  setOrganizationFlags,
} from '../support/organization-fixture';
import { platformCallers } from '../support/platform-callers';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
// Far ahead, and unlike any other file's dates: the job's chosen `now` below touches only this licence.
const licenceExpiresOn = addDays(puertoRicoToday(), 400);

interface LocationRecord {
  id: string;
  name: string;
  pharmacistInCharge: { memberId: string; name: string } | null;
  coverage: string;
}

let owner: TestAccount;
let pharmacist: TestAccount;
let clerk: TestAccount;
let stranger: TestAccount;
let orgId = '';
let strangerOrgId = '';
let location: LocationRecord;
const locationName = `Farmacia Regente ${Date.now().toString(36)}`;

const asOwner = (method: string, path: string, body?: unknown) =>
  api(method, path, { token: owner.token, headers: { 'x-active-org-id': orgId }, body });
/** The organization's `binder_generated` events, newest first, as its owner reads them. */
async function binderEvents() {
  const activity = await asOwner('GET', `/api/organizations/${orgId}/activity?action=binder_generated&limit=10`);
  expect(activity.status, activity.text).toBe(200);
  return activity.body.events as Array<Record<string, unknown>>;
}
const setInCharge = (memberId: unknown, token = owner.token, activeOrg = orgId, locationId = location.id) =>
  api('PUT', `/api/locations/${locationId}/pharmacist-in-charge`, {
    token,
    headers: { 'x-active-org-id': activeOrg },
    body: { memberId },
  });
async function currentLocation(): Promise<LocationRecord> {
  const response = await asOwner('GET', '/api/locations');
  expect(response.status, response.text).toBe(200);
  const found = (response.body.locations as LocationRecord[]).find((item) => item.id === location.id);
  if (!found) throw new Error('location missing');
  return found;
}
const coverageMails = async (what: RegExp) =>
  (await mailsTo(stack, owner.email)).filter(
    (mail) => (mail.body.text ?? '').includes(locationName) && what.test(mail.subject),
  );

/** Uploads a pharmacist licence for `person` with its date, and has the demo admin approve it. */
async function approvedLicence(person: TestAccount, expiresOn = licenceExpiresOn): Promise<void> {
  const slot = await api('POST', '/api/documents/uploads', {
    token: person.token,
    body: { type: 'pharmacist_license', ...declaration({ expiresOn }) },
  });
  expect(slot.status, slot.text).toBeLessThan(300);
  const upload = slot.body as unknown as UploadSlot;
  expect((await postToS3(upload.upload, files.pdf())).status).toBeLessThan(300);
  const settled = await documentsApi(stack, person.token).settled(upload.document.id);
  await adminApi(stack, await accessTokenFor(stack, DEMO.admin)).approve(settled);
}

/** The text of every page of a binder answer's PDF. */
const binderText = (response: { body: Record<string, unknown> }) =>
  binderPdfText((response.body.binder as { pdfBase64: string }).pdfBase64);

/**
 * The API address the summary page of a binder's QR link reads: the binder prints the page's address
 * (`<site>/verify/location/<token>`, issue 43), and the page asks the API with the token it ends with.
 */
const summaryApiPath = (text: string) => `/api/public/location-verifications/${binderLinkToken(text)}`;

beforeAll(async () => {
  [owner, pharmacist, clerk, stranger] = await Promise.all([
    newAccount(stack, 'regente-owner'),
    newAccount(stack, 'regente-pharmacist', { firstName: 'Marisol', lastName: 'Quiñones', licenseNumber: 'FAR-7731' }),
    newAccount(stack, 'regente-clerk'),
    newAccount(stack, 'regente-stranger'),
  ]);
  [orgId, strangerOrgId] = await Promise.all([
    createOrganizationAs(stack, owner.token, 'Farmacia Coamo Regente'),
    createOrganizationAs(stack, stranger.token, 'Farmacia Ajena Regente'),
  ]);
  await addMember(stack, orgId, pharmacist.userId, 'member');
  await addMember(stack, orgId, clerk.userId, 'member');
  const created = await asOwner('POST', '/api/locations', locationPayload(locationName));
  expect(created.status, created.text).toBe(201);
  location = created.body.location as unknown as LocationRecord;
  // The pharmacist's licence: uploaded with its date, then approved by the demo admin.
  await approvedLicence(pharmacist);
});

describe('a location and its pharmacist in charge', { shuffle: false }, () => {
  it('is uncovered until a member with an approved licence is named, then covered (audited)', async () => {
    expect(location.pharmacistInCharge).toBeNull();
    expect(location.coverage).toBe('uncovered');
    const response = await setInCharge(pharmacist.userId);
    expect(response.status, response.text).toBe(200);
    expect(response.body.location).toMatchObject({
      pharmacistInCharge: { memberId: pharmacist.userId, name: 'Marisol Quiñones' },
      coverage: 'covered',
    });
    expect(await currentLocation()).toMatchObject({ coverage: 'covered' });
    const activity = await asOwner('GET', `/api/organizations/${orgId}/activity?action=location_updated&limit=5`);
    expect(activity.status, activity.text).toBe(200);
    // The event names the location as it was then, so an owner of many locations can tell which.
    expect(activity.body.events).toContainEqual(
      expect.objectContaining({
        action: 'location_updated',
        details: { locationId: location.id, locationName, changedFields: ['pharmacistInCharge'] },
      }),
    );
  });

  it('becomes at risk 30 days before the licence expires, and the owner hears of it once', async () => {
    const weeksBefore = new Date(`${addDays(licenceExpiresOn, -20)}T16:00:00Z`);
    const first = await runCoverageCheck({ now: weeksBefore });
    expect(first.run.locationsChanged).toBeGreaterThanOrEqual(1);
    expect(await currentLocation()).toMatchObject({ coverage: 'at_risk' });
    const [mail] = await eventually(async () => {
      const mails = await coverageMails(/at risk/);
      return mails.length > 0 ? mails : undefined;
    }, 20_000);
    expect(mail?.body.text).toContain('Marisol Quiñones');
    expect(mail?.body.text).toContain('/organization-admin?tab=locations');
    const again = await runCoverageCheck({ now: weeksBefore });
    expect(again.run.pharmacistsChecked).toBeGreaterThanOrEqual(1);
    await drainStack(stack);
    expect(await coverageMails(/at risk/)).toHaveLength(1);
  });

  it('gives the owner an inspection binder PDF with the names in it; strangers learn nothing', async () => {
    const response = await asOwner('GET', `/api/locations/${location.id}/binder?lang=es`);
    expect(response.status, response.text).toBe(200);
    const binder = response.body.binder as {
      fileName: string;
      contentDisposition: string;
      contentType: string;
      pdfBase64: string;
    };
    expect(binder.contentType).toBe('application/pdf');
    // The file name keeps its accents (issue 43), in RFC 6266's filename* beside an ASCII filename.
    expect(binder.fileName).toMatch(/^expediente-inspección-farmacia-regente-.*\.pdf$/);
    expect(binder.contentDisposition).toBe(
      `attachment; filename="${binder.fileName.replace('ó', 'o')}"; filename*=UTF-8''${encodeURIComponent(binder.fileName)}`,
    );
    expect(Buffer.from(binder.pdfBase64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await binderText(response);
    for (const expected of ['Expediente de inspección', 'Farmacia Coamo Regente', locationName, 'Marisol Quiñones']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Licencia de farmacéutico');
    expect(text).toContain('Aprobado'); // the review trail's approval (read from the owner's trail index)
    expect(text).toContain('Licencia núm. FAR-7731'); // the licence number the profile records
    // Lunia's reviewer appears by role only (issue 43), never by name.
    expect(text).toContain('Revisor de Lunia');
    expect(text).not.toContain('Ada Admin');
    // The QR code's link is the location's public summary page (issue 43); the page reads the summary
    // from the API with the token that ends its address, without signing in, until the owner revokes it.
    const summary = await api('GET', summaryApiPath(text));
    expect(summary.status, summary.text).toBe(200);
    expect(summary.body.verification).toMatchObject({
      organization: 'Farmacia Coamo Regente',
      location: locationName,
      pharmacistInCharge: { name: 'Marisol Quiñones', licenseNumber: 'FAR-7731' },
      staff: 3,
    });
    // The summary's coverage is the one the binder printed (worked out now, like the binder's).
    const coverageWord = { covered: 'Cubierta', at_risk: 'En riesgo', uncovered: 'Sin cobertura' };
    const coverage = (summary.body.verification as { coverage: keyof typeof coverageWord }).coverage;
    expect(text).toContain(`Cobertura: ${coverageWord[coverage]}`);
    const revoked = await asOwner('DELETE', `/api/locations/${location.id}/verification-links`);
    expect(revoked.status, revoked.text).toBe(200);
    const afterRevoke = await api('GET', summaryApiPath(text));
    expect([afterRevoke.status, afterRevoke.body.code]).toEqual([410, 'VERIFICATION_LINK_REVOKED']);
    const unknown = await api('GET', `/api/public/location-verifications/${'x'.repeat(43)}`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    const next = await binderText(await asOwner('GET', `/api/locations/${location.id}/binder?lang=es`));
    expect(summaryApiPath(next)).not.toBe(summaryApiPath(text));
    // Each binder, with the working link it carries, is in the organization's activity: who generated it, where.
    expect(await binderEvents()).toEqual(
      Array.from({ length: 2 }, () =>
        expect.objectContaining({
          actorRole: 'owner',
          actorId: owner.userId,
          details: { locationId: location.id, locationName },
        }),
      ),
    );
    expect((await api('GET', summaryApiPath(next))).status).toBe(200);
    // While Lunia suspends the organization, its binders' links say so (a code of their own), and work again after.
    await setOrganizationFlags(stack, orgId, { suspended: true });
    const suspended = await api('GET', summaryApiPath(next));
    expect([suspended.status, suspended.body.code]).toEqual([410, 'VERIFICATION_LOCATION_CLOSED']);
    await setOrganizationFlags(stack, orgId, { suspended: false });
    expect((await api('GET', summaryApiPath(next))).status).toBe(200);
    // The licence's creation and approval are in the pharmacist's review trail (GSI4): one Query, no fallback.
    const trail = await listOwnerTrail('USER', pharmacist.userId);
    expect(trail.map((event) => event.action)).toEqual(expect.arrayContaining(['approved', 'upload_requested']));
    // Another organization's owner: with their own organization active, the location is not theirs.
    const elsewhere = await api('GET', `/api/locations/${location.id}/binder?lang=en`, {
      token: stranger.token,
      headers: { 'x-active-org-id': strangerOrgId },
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'NOT_FOUND']);
    const intruding = await api('GET', `/api/locations/${location.id}/binder?lang=en`, {
      token: stranger.token,
      headers: { 'x-active-org-id': orgId },
    });
    expect([intruding.status, intruding.body.code]).toEqual([403, 'NOT_A_MEMBER']);
    const badLanguage = await asOwner('GET', `/api/locations/${location.id}/binder?lang=fr`);
    expect([badLanguage.status, badLanguage.body.code, badLanguage.body.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'lang',
    ]);
  });

  it('lets a super admin open any organization’s binder from its admin view; support and wrong ids are refused (issue 40)', async () => {
    const { admin, support } = await platformCallers(stack);
    const detail = await api('GET', `/api/admin/organizations/${orgId}`, { token: support.token });
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.locations).toEqual([{ id: location.id, name: locationName, isPrimary: true }]);
    const path = `/api/admin/organizations/${orgId}/locations/${location.id}/binder`;
    const response = await api('GET', `${path}?lang=en`, { token: admin.token });
    expect(response.status, response.text).toBe(200);
    expect((response.body.binder as { fileName: string }).fileName).toMatch(/^inspection-binder-farmacia-regente-/);
    const text = await binderText(response);
    for (const expected of ['Farmacia Coamo Regente', locationName, 'Marisol Quiñones'])
      expect(text).toContain(expected);
    // The attestation names the super admin by role only (issue 43).
    expect(text).toMatch(/Generated by\s+Lunia reviewer/);
    expect(text).not.toContain('Ada Admin');
    // The organization's activity records it too, as the Lunia team's (the owner's two binders before it).
    const events = await binderEvents();
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({
      actorRole: 'admin',
      actorId: null,
      actorName: null,
      details: { locationId: location.id, locationName },
    });
    const bySupport = await api('GET', `${path}?lang=en`, { token: support.token });
    expect([bySupport.status, bySupport.body.code]).toEqual([403, 'FORBIDDEN']);
    const byOwner = await api('GET', `${path}?lang=en`, { token: owner.token });
    expect([byOwner.status, byOwner.body.code]).toEqual([403, 'FORBIDDEN']);
    // The location under another organization's id, and an unknown organization: 404 like any unknown id.
    const wrongOrg = await api(
      'GET',
      `/api/admin/organizations/${strangerOrgId}/locations/${location.id}/binder?lang=en`,
      {
        token: admin.token,
      },
    );
    expect([wrongOrg.status, wrongOrg.body.code, wrongOrg.body.error]).toEqual([
      404,
      'NOT_FOUND',
      'Location not found.',
    ]);
    const noOrg = await api('GET', `/api/admin/organizations/org-unknown/locations/${location.id}/binder?lang=en`, {
      token: admin.token,
    });
    expect([noOrg.status, noOrg.body.code, noOrg.body.error]).toEqual([404, 'NOT_FOUND', 'Organization not found.']);
    const badLanguage = await api('GET', `${path}?lang=fr`, { token: admin.token });
    expect([badLanguage.status, badLanguage.body.code, badLanguage.body.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'lang',
    ]);
  });

  it('refuses a member without a licence, a non-member, bad input and strangers, changing nothing', async () => {
    const clerkResponse = await setInCharge(clerk.userId);
    expect([clerkResponse.status, clerkResponse.body.code, clerkResponse.body.field]).toEqual([
      400,
      'PHARMACIST_LICENSE_REQUIRED',
      'memberId',
    ]);
    const outsider = await setInCharge(stranger.userId);
    expect([outsider.status, outsider.body.code, outsider.body.field]).toEqual([400, 'VALIDATION_FAILED', 'memberId']);
    for (const bad of [42, '', 'not an id!', undefined]) {
      const response = await setInCharge(bad);
      expect([response.status, response.body.code, response.body.field], JSON.stringify(bad)).toEqual([
        400,
        'VALIDATION_FAILED',
        'memberId',
      ]);
    }
    const elsewhere = await setInCharge(stranger.userId, stranger.token, strangerOrgId);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'NOT_FOUND']);
    const intruding = await setInCharge(null, stranger.token, orgId);
    expect([intruding.status, intruding.body.code]).toEqual([403, 'NOT_A_MEMBER']);
    expect(await currentLocation()).toMatchObject({ pharmacistInCharge: { memberId: pharmacist.userId } });
  });

  it('clears a removed pharmacist in charge: uncovered, the owner told who and why once, the binder names no one', async () => {
    const removed = await asOwner('DELETE', `/api/orgs/${orgId}/members/${pharmacist.userId}`);
    expect(removed.status, removed.text).toBe(200);
    await eventually(async () => ((await currentLocation()).pharmacistInCharge === null ? true : undefined), 20_000);
    expect(await currentLocation()).toMatchObject({ pharmacistInCharge: null, coverage: 'uncovered' });
    const released = async () =>
      (await mailsTo(stack, owner.email)).filter(
        (mail) =>
          mail.subject === 'A location of your pharmacy has no pharmacist in charge' &&
          mail.body.text?.includes(locationName),
      );
    const [mail] = await eventually(async () => {
      const mails = await released();
      return mails.length > 0 ? mails : undefined;
    }, 20_000);
    expect(mail?.body.text).toContain('Marisol Quiñones is no longer a member of the organization');
    await drainStack(stack);
    expect(await released()).toHaveLength(1);
    // The release is the one e-mail: no second, generic coverage alert for the same change.
    expect(await coverageMails(/your organization has no pharmacist in charge/)).toHaveLength(0);
    const binder = await asOwner('GET', `/api/locations/${location.id}/binder?lang=en`);
    expect(binder.status, binder.text).toBe(200);
    const text = await binderText(binder);
    expect(text).toContain('No pharmacist in charge is named for this location.');
    expect(text).toContain('Coverage: Uncovered');
    expect(text).not.toContain('Marisol');
    // Clearing it again is allowed and audited; the coverage stays uncovered and nobody is e-mailed again.
    const cleared = await setInCharge(null);
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.location).toMatchObject({ pharmacistInCharge: null, coverage: 'uncovered' });
    await drainStack(stack);
    expect(await released()).toHaveLength(1);
  });
});

describe('a pharmacist in charge who is demoted, disabled or deletes their account (issue 40)', () => {
  it('is cleared from their location, which reads uncovered, and the owner is told in Spanish', async () => {
    const [dueño, demoted, disabled, leaving] = await Promise.all([
      newAccount(stack, 'regente-dueno', { language: 'es' }),
      newAccount(stack, 'regente-demoted', { firstName: 'Ramón', lastName: 'Degrado' }),
      newAccount(stack, 'regente-disabled', { firstName: 'Inés', lastName: 'Desactivada' }),
      newAccount(stack, 'regente-leaving', { firstName: 'Olga', lastName: 'Borrada' }),
    ]);
    const spanishOrg = await createOrganizationAs(stack, dueño.token, 'Farmacia Tres Regentes');
    const asDueño = (method: string, path: string, body?: unknown) =>
      api(method, path, { token: dueño.token, headers: { 'x-active-org-id': spanishOrg }, body });
    const people = [
      { person: demoted, role: 'manager', reason: 'tiene ahora un rol menor en la organización' },
      { person: disabled, role: 'member', reason: 'tiene su cuenta de Lunia desactivada' },
      { person: leaving, role: 'member', reason: 'eliminó su cuenta de Lunia' },
    ] as const;
    await setOrganizationFlags(stack, spanishOrg, { unlimitedLocations: true });
    await Promise.all(
      people.map(async ({ person, role }) => {
        await addMember(stack, spanishOrg, person.userId, role);
        await approvedLicence(person);
      }),
    );
    const named: string[] = [];
    for (const [i, { person }] of people.entries()) {
      const created = await asDueño('POST', '/api/locations', locationPayload(`Sucursal ${i} ${locationName}`));
      expect(created.status, created.text).toBe(201);
      const id = String((created.body.location as { id: string }).id);
      const set = await asDueño('PUT', `/api/locations/${id}/pharmacist-in-charge`, { memberId: person.userId });
      expect([set.status, (set.body.location as LocationRecord).coverage], set.text).toEqual([200, 'covered']);
      named.push(id);
    }

    const demotion = await asDueño('PUT', `/api/orgs/${spanishOrg}/members/${demoted.userId}`, { role: 'member' });
    expect(demotion.status, demotion.text).toBe(200);
    const adminToken = await accessTokenFor(stack, DEMO.admin);
    const disabling = await api('POST', `/api/admin/users/${disabled.userId}/disable`, { token: adminToken });
    expect(disabling.status, disabling.text).toBe(200);
    const deletion = await api('POST', '/api/account/deletion', {
      token: leaving.token,
      body: { password: TEST_PASSWORD },
    });
    expect(deletion.status, deletion.text).toBe(200);

    const released = async () =>
      (await mailsTo(stack, dueño.email)).filter(
        (mail) => mail.subject === 'Una sucursal de su farmacia no tiene farmacéutico regente',
      );
    await eventually(async () => ((await released()).length >= people.length ? true : undefined), 30_000);
    await drainStack(stack);
    const mails = await released();
    expect(mails).toHaveLength(people.length);
    for (const [i, { person, reason }] of people.entries()) {
      const mail = mails.find((m) => m.body.text?.includes(`Sucursal ${i} ${locationName}`));
      expect(mail?.body.text, person.email).toContain(reason);
    }
    const listed = await asDueño('GET', '/api/locations');
    expect(listed.status, listed.text).toBe(200);
    for (const id of named) {
      expect((listed.body.locations as LocationRecord[]).find((item) => item.id === id)).toMatchObject({
        pharmacistInCharge: null,
        coverage: 'uncovered',
      });
    }
    const binder = await asDueño('GET', `/api/locations/${named[2]}/binder?lang=es`);
    expect(binder.status, binder.text).toBe(200);
    const text = await binderText(binder);
    expect(text).toContain('Esta sucursal no tiene farmacéutico regente designado.');
    expect(text).not.toContain('Borrada');
  });
});
