/**
 * Licence expiry (issue 14): the expiry date at upload (required, not past, kept on replaced files),
 * the admin's correction (audited, past allowed), the "Expiring soon" list from the expiry index, the
 * daily job (reminders at 60/30/7/0 days once each, even when two runs race, in the recipient's
 * language; organization documents to owners and admins only). The job is run through its use case
 * with a chosen `now` (months before today, on a document dated then, so no other document in the
 * table — other files run at the same time — is in those runs' window) and through the admin route
 * with the real time. The status fallback of an expired required licence is in
 * ./document-expiry-fallback.test.ts.
 *
 * Midnight: the stack decides "today" by its clock when a request arrives. A check that depends on
 * the day takes it from the stack's own answer (a run's `today`, a claim's `daysLeft`) or runs again
 * if Puerto Rico's date changed while it ran (../support/clock.ts).
 */
import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { addDays, daysBetween, EXPIRY_DATE_MESSAGES, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from '../../functions/src/data/documents';
import { documentKeys, expiryReminderKeys } from '../../functions/src/data/keys';
import { createTableInput } from '../../functions/src/data/table-definition';
import { runExpiryCheck } from '../../functions/src/use-cases/admin/run-expiry-check';
import { ensureTable } from '../../infra/local/dynamodb-local';
import { newAccount, type TestAccount } from '../support/accounts';
import { onOneDay } from '../support/clock';
import {
  type DocumentRecord,
  documentsApi,
  eventually,
  files,
  type IndividualType,
  postToS3,
  type UploadSlot,
} from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { declaration } from '../support/expiry-fixtures';
import { accessTokenFor, DEMO, mailHeader, mailsTo, type StoredMail } from '../support/local-clients';
import { organizationDocumentsApi } from '../support/organization-document-fixtures';
import { organizationFixture } from '../support/organization-fixture';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
let adminToken = '';
const today = puertoRicoToday();
/** The date of a run `days` days before the expiry date `expiresOn`, at noon in Puerto Rico. */
const dayBefore = (expiresOn: string, days: number) => new Date(`${addDays(expiresOn, -days)}T16:00:00Z`);

beforeAll(async () => {
  adminToken = await accessTokenFor(stack, DEMO.admin);
});

/** Upload slot, file, upload check: the document with the given expiry date. */
async function uploadWithDate(account: TestAccount, type: IndividualType, expiresOn: string | undefined) {
  const response = await api('POST', '/api/documents/uploads', {
    token: account.token,
    body: { type, ...declaration(expiresOn ? { expiresOn } : {}) },
  });
  expect(response.status, response.text).toBeLessThan(300);
  const slot = response.body as unknown as UploadSlot;
  expect((await postToS3(slot.upload, files.pdf())).status).toBeLessThan(300);
  return documentsApi(stack, account.token).settled(slot.document.id);
}

const correct = (documentId: string, expiresOn: string, token = adminToken) =>
  api('PUT', `/api/admin/documents/${documentId}/expiry`, { token, body: { expiresOn } });

const claimsOf = async (documentId: string) =>
  (await table.queryPartition(expiryReminderKeys.claim(documentId, '2000-01-01', 0).PK)).map((item) => item.SK);

/** The expiry reminders `email` has received so far about `what` (a document type's name). */
const expiryMails = async (email: string, what: RegExp) =>
  (await mailsTo(stack, email)).filter((mail) => what.test(mail.subject));
async function mailsArrive(email: string, what: RegExp, count: number): Promise<StoredMail[]> {
  return eventually(async () => {
    const mails = await expiryMails(email, what);
    return mails.length >= count ? mails : undefined;
  }, 20_000);
}
/** Lets a mail that should not come arrive, if it were sent, before the mails are counted. */
const settle = () => drainStack(stack);

// Days in order (also under --sequence.shuffle): each run is on a later day than the one before.
describe('the daily job, day by day (a chosen `now`)', { shuffle: false }, () => {
  let owner: TestAccount;
  let doc: DocumentRecord;
  // Long past (an admin's correction may set a past date): every run below is dated around it, so
  // only documents with dates that old are in its window, and no other file makes any.
  const expiresOn = addDays(today, -200);

  beforeAll(async () => {
    owner = await newAccount(stack, 'expiry-es', { language: 'es' });
    // Uploaded with a date far ahead (out of every real-time run's window), then corrected.
    doc = await uploadWithDate(owner, 'pharmacist_license', addDays(today, 365));
    expect((await correct(doc.id, expiresOn)).status).toBe(200);
  });

  it('sends nothing before 60 days, then the 60-day reminder once, in Spanish', async () => {
    await runExpiryCheck({ now: dayBefore(expiresOn, 61) });
    expect(await claimsOf(doc.id)).toEqual([]);
    const first = await runExpiryCheck({ now: dayBefore(expiresOn, 60) });
    expect(first.run.remindersQueued).toBeGreaterThanOrEqual(1);
    expect(await claimsOf(doc.id)).toEqual([`${expiresOn}#60`]);
    const [mail] = await mailsArrive(owner.email, /Licencia de farmacéutico/, 1);
    expect(mail?.subject).toMatch(/^Su Licencia de farmacéutico vence en 60 días, el \d{1,2} de [a-z]+ de \d{4}$/);
    expect(mail?.body.text).toContain('Subir el documento renovado: http://');
    expect(mail?.body.text).toContain('/document-upload');
    // The early reminders are optional (issue 39): a one-click unsubscribe of exactly them.
    expect(mail && mailHeader(mail, 'List-Unsubscribe')).toMatch(/\.earlyExpiryReminders\.[^>]+>$/);
    expect(mail && mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The same day again, or a later day before the next threshold: nothing new.
    const again = await runExpiryCheck({ now: dayBefore(expiresOn, 60) });
    expect(again.run.remindersQueued).toBe(0);
    expect(again.run.remindersAlreadySent).toBeGreaterThanOrEqual(1);
    await runExpiryCheck({ now: dayBefore(expiresOn, 45) });
    await settle();
    expect(await expiryMails(owner.email, /Licencia de farmacéutico/)).toHaveLength(1);
  });

  it('sends the 30-day reminder, and the 7-day one once even when two runs race', async () => {
    await runExpiryCheck({ now: dayBefore(expiresOn, 30) });
    await mailsArrive(owner.email, /vence en 30 días/, 1);
    const [a, b] = await Promise.all([
      runExpiryCheck({ now: dayBefore(expiresOn, 7) }),
      runExpiryCheck({ now: dayBefore(expiresOn, 7) }),
    ]);
    expect(a.run.documentsChecked).toBeGreaterThanOrEqual(1);
    expect(await claimsOf(doc.id)).toEqual([`${expiresOn}#07`, `${expiresOn}#30`, `${expiresOn}#60`]);
    // Of the two runs, exactly one claimed this document's 7-day reminder.
    expect(a.run.remindersQueued + b.run.remindersQueued).toBeGreaterThanOrEqual(1);
    const [lastWeek] = await mailsArrive(owner.email, /vence en 7 días/, 1);
    // The last week's reminder is required: nothing to unsubscribe from.
    expect(lastWeek && mailHeader(lastWeek, 'List-Unsubscribe')).toBeUndefined();
    await settle();
    expect(await expiryMails(owner.email, /vence en 7 días/)).toHaveLength(1);
  });

  it('sends "expires today" on the day, and nothing after it', async () => {
    await runExpiryCheck({ now: dayBefore(expiresOn, 0) });
    const [mail] = await mailsArrive(owner.email, /vence hoy/, 1);
    expect(mail?.subject).toMatch(/^Su Licencia de farmacéutico vence hoy, /);
    await runExpiryCheck({ now: dayBefore(expiresOn, -1) });
    await settle();
    expect(await expiryMails(owner.email, /Licencia de farmacéutico/)).toHaveLength(4);
    expect(await claimsOf(doc.id)).toHaveLength(4);
  });
});

describe('the expiry date at upload', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await newAccount(stack, 'expiry-upload');
  });

  it('is required for licences: without it, a 400 on expiresOn and nothing written', async () => {
    // An account of its own: it must end with no document at all.
    const account = await newAccount(stack, 'expiry-required');
    const missing = await api('POST', '/api/documents/uploads', {
      token: account.token,
      body: { type: 'pharmacist_license', ...declaration() },
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', field: 'expiresOn', error: EXPIRY_DATE_MESSAGES.required },
    });
    const past = await api('POST', '/api/documents/uploads', {
      token: account.token,
      body: { type: 'pharmacist_license', ...declaration({ expiresOn: addDays(today, -1) }) },
    });
    expect(past).toMatchObject({ status: 400, body: { field: 'expiresOn', error: EXPIRY_DATE_MESSAGES.past } });
    const tooFar = await api('POST', '/api/documents/uploads', {
      token: account.token,
      body: { type: 'pharmacist_license', ...declaration({ expiresOn: addDays(today, 20 * 366) }) },
    });
    expect(tooFar).toMatchObject({ status: 400, body: { field: 'expiresOn', error: EXPIRY_DATE_MESSAGES.too_far } });
    const notADate = await api('POST', '/api/documents/uploads', {
      token: account.token,
      body: { type: 'pharmacist_license', ...declaration({ expiresOn: '2027-02-30' }) },
    });
    expect(notADate).toMatchObject({ status: 400, body: { field: 'expiresOn' } });
    expect(await documentsApi(stack, account.token).list()).toEqual([]);
    expect(await table.queryIndex('GSI1', `OWNERDOCS#USER#${account.userId}`)).toEqual([]);
  });

  it('is optional for a certification, and a valid date is stored and shown (today is still valid)', async () => {
    const certification = await uploadWithDate(account, 'pharmacy_certification', undefined);
    expect(certification.expiresOn).toBeNull();
    // Today as the stack sees it: checked again, with a new account, if midnight passed meanwhile.
    await onOneDay('pr', async (day) => {
      const owner = await newAccount(stack, 'expiry-today');
      const licence = await uploadWithDate(owner, 'pharmacist_license', day);
      expect(licence).toMatchObject({ status: 'pending', expiresOn: day });
      const listed = (await documentsApi(stack, owner.token).list()).find((d) => d.id === licence.id);
      expect(listed?.expiresOn).toBe(day);
    });
  });

  it('keeps the date when a file is replaced without one, and an earlier file keeps its own date', async () => {
    const mine = documentsApi(stack, account.token);
    const doc = await uploadWithDate(account, 'college_license', addDays(today, 200));
    const kept = await api('PUT', `/api/documents/${doc.id}`, { token: account.token, body: declaration() });
    expect(kept.status, kept.text).toBe(200);
    expect((kept.body.document as DocumentRecord).expiresOn).toBe(addDays(today, 200));
    await postToS3((kept.body as unknown as UploadSlot).upload, files.pdf());
    await mine.settled(doc.id);
    const past = await api('PUT', `/api/documents/${doc.id}`, {
      token: account.token,
      body: declaration({ expiresOn: addDays(today, -3) }),
    });
    expect(past).toMatchObject({ status: 400, body: { field: 'expiresOn', error: EXPIRY_DATE_MESSAGES.past } });
    const renewed = await api('PUT', `/api/documents/${doc.id}`, {
      token: account.token,
      body: declaration({ expiresOn: addDays(today, 900) }),
    });
    expect((renewed.body.document as DocumentRecord).expiresOn).toBe(addDays(today, 900));
    const versions = await table.queryPartition(documentKeys.item(doc.id).PK);
    const dates = versions.filter((item) => String(item.SK).startsWith('VERSION#')).map((item) => item.expiresOn);
    expect(dates).toEqual([addDays(today, 200), addDays(today, 200)]);
  });
});

describe("an admin corrects a document's expiry date", () => {
  let account: TestAccount;
  let doc: DocumentRecord;
  beforeAll(async () => {
    account = await newAccount(stack, 'expiry-correct');
    doc = await uploadWithDate(account, 'driver_license', addDays(today, 400));
  });

  it('to any date, past included, audited on the timeline; 404 unknown, 403 for a user, 400 not a date', async () => {
    const response = await correct(doc.id, addDays(today, -10));
    expect(response.status, response.text).toBe(200);
    expect((response.body.document as DocumentRecord).expiresOn).toBe(addDays(today, -10));
    expect((await getDocument(doc.id))?.expiresOn).toBe(addDays(today, -10));
    const timeline = await api('GET', `/api/documents/${doc.id}/timeline`, { token: adminToken });
    expect(timeline.body.events).toContainEqual(
      expect.objectContaining({
        action: 'expiry_corrected',
        actor: 'admin',
        reason: `${addDays(today, 400)} → ${addDays(today, -10)}`,
      }),
    );
    expect((await correct(randomUUID(), today)).status).toBe(404);
    expect((await correct(doc.id, today, account.token)).status).toBe(403);
    expect((await correct(doc.id, '2026-13-01')).status).toBe(400);
  });
});

describe('the "Expiring soon" list', () => {
  const orgExpiresOn = addDays(today, 13);
  const dates = {
    expired: addDays(today, -4),
    soon: addDays(today, 12),
    later: addDays(today, 45),
    far: addDays(today, 90),
  };
  const ids: Record<keyof typeof dates, string> = { expired: '', soon: '', later: '', far: '' };
  let account: TestAccount;
  let orgDocument = '';
  let orgId = '';

  beforeAll(async () => {
    account = await newAccount(stack, 'expiry-list');
    const types: Record<keyof typeof dates, IndividualType> = {
      expired: 'pharmacist_license',
      soon: 'college_license',
      later: 'driver_license',
      far: 'pharmacy_certification',
    };
    for (const key of Object.keys(dates) as (keyof typeof dates)[]) {
      const upload = await uploadWithDate(account, types[key], key === 'expired' ? addDays(today, 300) : dates[key]);
      ids[key] = upload.id;
    }
    expect((await correct(ids.expired, dates.expired)).status).toBe(200);
    const fixture = await organizationFixture(stack);
    orgId = fixture.orgId;
    const orgDocs = organizationDocumentsApi(stack, fixture.accounts.owner.token, orgId);
    const slot = await orgDocs.call('POST', `/api/organizations/${orgId}/documents/uploads`, {
      type: 'business_license',
      ...declaration({ expiresOn: orgExpiresOn }),
    });
    expect(slot.status, slot.text).toBeLessThan(300);
    await postToS3((slot.body as unknown as UploadSlot).upload, files.pdf());
    orgDocument = (await orgDocs.settled((slot.body as unknown as UploadSlot).document.id)).id;
  });

  const listAll = async (query: Record<string, string>) => {
    const documents: DocumentRecord[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await api(
        'GET',
        `/api/admin/documents/expiring?${new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) })}`,
        { token: adminToken },
      );
      expect(response.status, response.text).toBe(200);
      documents.push(...(response.body.documents as DocumentRecord[]));
      cursor = response.body.nextCursor as string | undefined;
      pages++;
    } while (cursor && pages < 200);
    return documents;
  };

  it('lists expired first, then soonest, within the days asked, with the owner; pages by cursor', async () => {
    const all = await eventually(async () => {
      const listed = await listAll({ limit: '2' });
      return listed.some((d) => d.id === orgDocument) && listed.some((d) => d.id === ids.later) ? listed : undefined;
    });
    const dated = all.map((d) => d.expiresOn as string);
    expect(dated).toEqual([...dated].sort());
    // Within 60 days of the stack's today when it answered (no later than today now).
    expect(dated.every((date) => date <= addDays(puertoRicoToday(), 60))).toBe(true);
    const mine = all.filter((d) => Object.values(ids).includes(d.id) || d.id === orgDocument);
    expect(mine.map((d) => d.id)).toEqual([ids.expired, ids.soon, orgDocument, ids.later]);
    expect(mine[0]).toMatchObject({ user: { email: account.email }, expiresOn: dates.expired });
    expect(mine[2]).toMatchObject({ orgId, org: { name: expect.any(String) } });
    const withinTwoWeeks = (await listAll({ days: '14', limit: '50' })).map((d) => d.id);
    expect(withinTwoWeeks).toEqual(expect.arrayContaining([ids.expired, ids.soon, orgDocument]));
    expect(withinTwoWeeks).not.toContain(ids.later);
    expect((await api('GET', '/api/admin/documents/expiring?days=61', { token: adminToken })).status).toBe(400);
    const badCursor = await api('GET', '/api/admin/documents/expiring?cursor=bm9wZQ', { token: adminToken });
    expect(badCursor).toMatchObject({ status: 400, body: { field: 'cursor' } });
  });

  it('sends organization reminders to its owner and admins, each once, not to managers or members', async () => {
    const fixture = await organizationFixture(stack);
    const asked = puertoRicoToday();
    const run = await api('POST', '/api/admin/maintenance/expiry-check', { token: adminToken });
    expect(run.status, run.text).toBe(200);
    expect(run.body.run).toMatchObject({ today: expect.any(String), documentsChecked: expect.any(Number) });
    expect([asked, puertoRicoToday()]).toContain((run.body.run as { today: string }).today);
    // One claim for the document's 30-day threshold: by this run, or by another file's run of the job
    // (on the shared stack). The e-mail counts the days from the claim's day.
    const [claim] = await eventually(async () => {
      const claims = await table.queryPartition(expiryReminderKeys.claim(orgDocument, '2000-01-01', 0).PK);
      return claims.length > 0 ? claims : undefined;
    });
    expect(claim).toMatchObject({
      threshold: 30,
      daysLeft: daysBetween(puertoRicoToday(new Date(String(claim?.claimedAt))), orgExpiresOn),
    });
    // The subject names no organization (issue 39: nothing typed by a user in a subject).
    const about = /^Your organization's Business License/;
    for (const who of ['owner', 'orgAdmin'] as const) {
      const [mail] = await mailsArrive(fixture.accounts[who].email, about, 1);
      expect(mail?.subject).toMatch(
        new RegExp(
          `^Your organization's Business License expires in ${claim?.daysLeft} days, on [A-Z][a-z]+ \\d{1,2}, \\d{4}$`,
        ),
      );
      expect(mail?.body.text).toContain('/organization-admin');
    }
    const again = await api('POST', '/api/admin/maintenance/expiry-check', { token: adminToken });
    expect(again.status, again.text).toBe(200);
    await settle();
    expect(await table.queryPartition(expiryReminderKeys.claim(orgDocument, '2000-01-01', 0).PK)).toHaveLength(1);
    for (const who of ['owner', 'orgAdmin'] as const) {
      expect(await expiryMails(fixture.accounts[who].email, about)).toHaveLength(1);
    }
    for (const who of ['manager', 'member', 'outsider'] as const) {
      expect(await expiryMails(fixture.accounts[who].email, about)).toEqual([]);
    }
  });
});

describe('the local table', () => {
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: stack.urls.dynamodb,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const name = `expiry-index-${randomUUID().slice(0, 8)}`;
  afterAll(async () => {
    await client.send(new DeleteTableCommand({ TableName: name })).catch(() => undefined);
    client.destroy();
  });

  it('kept from before the expiry index gains it when the stack starts', async () => {
    const input = createTableInput(name);
    const withoutExpiry = {
      ...input,
      AttributeDefinitions: input.AttributeDefinitions?.filter((a) => !String(a.AttributeName).startsWith('GSI4')),
      GlobalSecondaryIndexes: input.GlobalSecondaryIndexes?.filter((index) => index.IndexName !== 'GSI4'),
    };
    await client.send(new CreateTableCommand(withoutExpiry));
    const lines: string[] = [];
    await ensureTable(client, name, (line) => lines.push(line));
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual([
      'GSI1',
      'GSI2',
      'GSI3',
      'GSI4',
    ]);
    expect(lines).toEqual([`Added index GSI4 to table ${name}`]);
  });
});
