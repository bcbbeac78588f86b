/**
 * Decisions reach people (issue 25), through the API against the local stack: a reviewer's approval
 * and denial (with the reason) reach the document's owner, or an organization's owners and admins, in
 * their language; the inviter hears that an invitation was accepted; a member hears of a new role and
 * of a removal; an admin who chose immediate review alerts hears of each submission and one who chose
 * the daily digest does not, until the digest (its use case, run here in process like the expiry
 * job) sends one a day. A stream record delivered twice sends its e-mail once.
 *
 * Each test makes its own accounts and organization; the admins are this file's own (MFA-exempt like
 * the demo admins). The immediate admin is put back on the digest at the end, so other files'
 * submissions stop e-mailing it.
 */
import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventKeys, userKeys } from '../../functions/src/data/keys';
import { handler as tableStream } from '../../functions/src/events/table-stream';
import { sendReviewDigest } from '../../functions/src/use-cases/admin/send-review-digest';
import { LOCAL_SUPPORT_INBOX } from '../../infra/local/handler-env';
import { newAccount, type TestAccount } from '../support/accounts';
import {
  adminApi,
  type DocumentRecord,
  documentsApi,
  expectStatus,
  INDIVIDUAL_TYPES,
  refOf,
} from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { inviteThroughApi } from '../support/invite-examples';
import { mailsTo, type StoredMail, waitForMail } from '../support/local-clients';
import { adminOrganizationApi, organizationDocumentsApi } from '../support/organization-document-fixtures';
import { addMember, createOrganizationAs } from '../support/organization-fixture';
import { newPlatformAdmin } from '../support/platform-callers';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();

let immediateAdmin: TestAccount;
let digestAdmin: TestAccount;

const reviewAlerts = (token: string, delivery?: 'immediate' | 'daily') =>
  delivery
    ? api('PUT', '/api/admin/me/review-alerts', { token, body: { delivery } })
    : api('GET', '/api/admin/me/review-alerts', { token });

/** Writes a profile's language directly (the admins are made by the seed's helper, in English). */
async function speaks(userId: string, language: 'en' | 'es') {
  const profile = await table.get(userKeys.profile(userId));
  if (!profile) throw new Error(`no profile ${userId}`);
  await table.put({ ...profile, ...userKeys.profile(userId), language });
}

const bodyOf = (mail: StoredMail) => mail.body.text ?? '';
const withSubject = (subject: string) => (mail: StoredMail) => mail.subject === subject;

beforeAll(async () => {
  Object.assign(process.env, stack.env);
  [immediateAdmin, digestAdmin] = await Promise.all([
    newPlatformAdmin(stack, 'super_admin'),
    newPlatformAdmin(stack, 'support'),
  ]);
  await speaks(digestAdmin.userId, 'es');
});

afterAll(async () => {
  if (immediateAdmin) await reviewAlerts(immediateAdmin.token, 'daily');
});

describe('review alerts: the choice', () => {
  it('starts on the daily digest, and each admin sets their own', async () => {
    expect((await reviewAlerts(digestAdmin.token)).body).toEqual({ delivery: 'daily' });
    const set = await reviewAlerts(immediateAdmin.token, 'immediate');
    expect(set.status, set.text).toBe(200);
    expect(set.body).toEqual({ delivery: 'immediate' });
    expect((await reviewAlerts(immediateAdmin.token)).body).toEqual({ delivery: 'immediate' });
    expect((await reviewAlerts(digestAdmin.token)).body).toEqual({ delivery: 'daily' });
    const bad = await api('PUT', '/api/admin/me/review-alerts', {
      token: digestAdmin.token,
      body: { delivery: 'hourly' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'delivery' });
  });
});

describe('a pharmacist’s documents', { shuffle: false }, () => {
  let pharmacist: TestAccount;
  let docs: Record<string, DocumentRecord>;

  beforeAll(async () => {
    // The choice is this file's first test's; set here too so this block passes alone.
    expect((await reviewAlerts(immediateAdmin.token, 'immediate')).status).toBe(200);
    pharmacist = await newAccount(stack, 'decision-es', { firstName: 'Marisol', lastName: 'Ortiz', language: 'es' });
    const mine = documentsApi(stack, pharmacist.token);
    docs = {};
    for (const type of INDIVIDUAL_TYPES) docs[type] = await mine.upload(type);
    expectStatus(await mine.call('POST', '/api/documents/submit'), 'submit documents', 200);
  });

  it('alerts the immediate admin of the submission, and not the one on the digest', async () => {
    // No name in the subject (issue 39): the submitter is named in the body.
    const alert = await waitForMail(
      stack,
      immediateAdmin.email,
      (mail) => mail.subject === 'Documents to review on Lunia' && bodyOf(mail).includes('Marisol Ortiz'),
    );
    expect(bodyOf(alert)).toContain('Marisol Ortiz submitted their documents for review on Lunia.');
    expect(bodyOf(alert)).toContain('/admin/document-review');
    await drainStack(stack);
    const toDigestAdmin = await mailsTo(stack, digestAdmin.email);
    expect(toDigestAdmin.filter((mail) => bodyOf(mail).includes('Marisol Ortiz submitted'))).toEqual([]);
  });

  it('tells the owner of a denial with the reason and the next step, in Spanish', async () => {
    const reason = 'La foto está borrosa <reenvíela>';
    const doc = docs.pharmacist_license as DocumentRecord;
    await adminApi(stack, immediateAdmin.token).deny(doc, reason);
    const mail = await waitForMail(
      stack,
      pharmacist.email,
      withSubject('Su documento Licencia de farmacéutico no fue aprobado'),
    );
    expect(bodyOf(mail)).toContain(`Motivo: ${reason}`);
    expect(bodyOf(mail)).toContain('Próximo paso: suba un archivo corregido');
    expect(bodyOf(mail)).toMatch(/Reemplazar el archivo: https?:\/\/\S+\/document-upload/);
    expect(mail.body.html).toContain('La foto está borrosa &lt;reenvíela&gt;');
    expect(mail.body.html).toContain('lang="es"');
    // A complete document with its head, and replies to the support inbox (issue 39).
    expect(mail.body.html).toMatch(
      /^<!doctype html><html lang="es"><head><meta charset="utf-8">.*<title>[^<]+<\/title><\/head><body/,
    );
    expect(mail.replyTo).toEqual([LOCAL_SUPPORT_INBOX]);
  });

  it('tells the owner of an approval', async () => {
    await adminApi(stack, immediateAdmin.token).approve(docs.driver_license as DocumentRecord);
    const mail = await waitForMail(
      stack,
      pharmacist.email,
      withSubject('Su documento Licencia de conducir fue aprobado en Lunia'),
    );
    expect(bodyOf(mail)).toContain('Lunia revisó su documento Licencia de conducir y lo aprobó.');
    // It asks for no reply: no Reply-To.
    expect(mail.replyTo).toEqual([]);
  });

  it('sends the denial once when its stream record is delivered again', async () => {
    const { id } = refOf(docs.pharmacist_license as DocumentRecord);
    const events = await table.queryPartition(auditEventKeys.targetPartition('DOCUMENT', id));
    const denial = events.find((event) => event.action === 'denied');
    if (!denial) throw new Error('no denial event');
    const record = {
      eventID: `replay-${randomUUID()}`,
      eventName: 'INSERT',
      dynamodb: {
        Keys: marshall({ PK: denial.PK, SK: denial.SK }),
        NewImage: marshall(denial, { removeUndefinedValues: true }),
        SequenceNumber: String(Date.now()),
      },
    };
    const event = { Records: [record, record] } as unknown as DynamoDBStreamEvent;
    expect(await tableStream(event)).toEqual({ batchItemFailures: [] });
    expect(await tableStream(event)).toEqual({ batchItemFailures: [] });
    await drainStack(stack);
    const denials = (await mailsTo(stack, pharmacist.email)).filter(
      withSubject('Su documento Licencia de farmacéutico no fue aprobado'),
    );
    expect(denials).toHaveLength(1);
  });

  it('sends the daily digest to the admin who chose it, in Spanish, once a day', async () => {
    const now = new Date();
    const run = await sendReviewDigest({ now });
    // Other files' documents wait too: the figures are the stack's; this file's pending ones count.
    expect(run.today).toBe(puertoRicoToday(now));
    expect(run.individual).toBeGreaterThanOrEqual(2);
    const digest = await waitForMail(stack, digestAdmin.email, (mail) => mail.subject.endsWith('revisión en Lunia'));
    expect(bodyOf(digest)).toMatch(
      /Esperan revisión hoy: \d+ documentos? individual(es)? y \d+ documentos? de organización/,
    );
    expect(bodyOf(digest)).toContain('/admin/document-review');
    await sendReviewDigest({ now });
    await drainStack(stack);
    const digests = (await mailsTo(stack, digestAdmin.email)).filter((mail) =>
      mail.subject.endsWith('revisión en Lunia'),
    );
    expect(digests).toHaveLength(1);
    const toImmediate = (await mailsTo(stack, immediateAdmin.email)).filter((m) => m.subject.includes('wait'));
    expect(toImmediate).toEqual([]);
  });
});

describe('an organization’s documents and team', { shuffle: false }, () => {
  let owner: TestAccount;
  let orgAdmin: TestAccount;
  let joiner: TestAccount;
  let orgId: string;
  const orgName = `Farmacia Decisión ${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    expect((await reviewAlerts(immediateAdmin.token, 'immediate')).status).toBe(200);
    [owner, orgAdmin, joiner] = await Promise.all([
      newAccount(stack, 'decision-owner', { firstName: 'Rosa', language: 'es' }),
      newAccount(stack, 'decision-orgadmin', { firstName: 'Tomás' }),
      newAccount(stack, 'decision-joiner', { firstName: 'Iván', lastName: 'Cruz' }),
    ]);
    orgId = await createOrganizationAs(stack, owner.token, orgName);
    await addMember(stack, orgId, orgAdmin.userId, 'admin');
  });

  it('alerts of the submission, and tells owners and admins of a denial with the reason', async () => {
    const documents = organizationDocumentsApi(stack, owner.token, orgId);
    const licence = await documents.upload('pharmacy_license');
    expectStatus(await documents.submit(), 'submit organization documents', 200);
    await waitForMail(
      stack,
      immediateAdmin.email,
      (mail) => mail.subject === 'Organization documents to review on Lunia' && bodyOf(mail).includes(orgName),
    );

    const { id, fileNumber } = refOf(licence);
    const denied = await adminOrganizationApi(stack, immediateAdmin.token).verify(id, {
      verified: false,
      fileNumber,
      denialReason: 'Licence number unreadable',
    });
    expect(denied.status, denied.text).toBe(200);
    const toOwner = await waitForMail(
      stack,
      owner.email,
      withSubject('El documento Licencia de farmacia de su organización no fue aprobado'),
    );
    expect(bodyOf(toOwner)).toContain('Motivo: Licence number unreadable');
    expect(bodyOf(toOwner)).toMatch(/Reemplazar el archivo: https?:\/\/\S+\/organization-admin/);
    const toAdmin = await waitForMail(
      stack,
      orgAdmin.email,
      withSubject("Your organization's Pharmacy License was not approved"),
    );
    expect(bodyOf(toAdmin)).toContain('Reason: Licence number unreadable');
  });

  it('tells the inviter, in Spanish, that the invitation was accepted', async () => {
    const inviteId = await inviteThroughApi(stack, { token: owner.token, orgId, email: joiner.email, role: 'member' });
    const invitation = await waitForMail(stack, joiner.email, (mail) => bodyOf(mail).includes(orgName));
    const token = /token=([A-Za-z0-9_-]+)/.exec(bodyOf(invitation))?.[1];
    const accepted = await api('POST', `/api/invitations/${inviteId}/accept`, { token: joiner.token, body: { token } });
    expect(accepted.status, accepted.text).toBe(200);
    const mail = await waitForMail(
      stack,
      owner.email,
      withSubject('Un nuevo miembro se unió a su organización en Lunia'),
    );
    // The names are quoted as given (issue 39).
    expect(bodyOf(mail)).toContain(`«Iván Cruz» aceptó su invitación y se unió a «${orgName}» como Miembro.`);
  });

  it('tells the member of a new role and of the removal, once each', async () => {
    const headers = { 'x-active-org-id': orgId };
    const changed = await api('PUT', `/api/orgs/${orgId}/members/${joiner.userId}`, {
      token: owner.token,
      headers,
      body: { role: 'manager' },
    });
    expect(changed.status, changed.text).toBe(200);
    const role = await waitForMail(stack, joiner.email, withSubject('Your role in an organization on Lunia changed'));
    expect(bodyOf(role)).toContain(`Your role in ${orgName} on Lunia changed from Member to Manager.`);

    const removed = await api('DELETE', `/api/orgs/${orgId}/members/${joiner.userId}`, { token: owner.token, headers });
    expect(removed.status, removed.text).toBe(200);
    const gone = await waitForMail(stack, joiner.email, withSubject('You were removed from an organization on Lunia'));
    expect(bodyOf(gone)).toContain('Your own account, documents and verification are not affected.');
    await drainStack(stack);
    // One e-mail each, and none to the owner who acted.
    const toJoiner = await mailsTo(stack, joiner.email);
    expect(toJoiner.filter(withSubject('Your role in an organization on Lunia changed'))).toHaveLength(1);
    expect(toJoiner.filter(withSubject('You were removed from an organization on Lunia'))).toHaveLength(1);
    const toOwner = await mailsTo(stack, owner.email);
    const roleOrRemoval = [
      'Su rol en una organización de Lunia cambió',
      'Ya no es miembro de una organización en Lunia',
    ];
    expect(toOwner.filter((mail) => roleOrRemoval.includes(mail.subject))).toEqual([]);
  });
});
