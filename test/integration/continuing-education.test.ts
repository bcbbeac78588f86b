/**
 * Continuing education (issue 27 part B): recording, listing and deleting activities, the progress in
 * the licence cycle (it ends on the approved pharmacist licence's expiry date), every bad-input rule
 * with its field, another person's activity (404), certificates (uploaded per activity, reviewed
 * with the activity, e-mailed, deleted with it), and the daily reminders 6, 3 and 1 months before
 * the cycle ends while hours are short, each sent once.
 *
 * The reminder job runs through its use case with a chosen `now`, around a licence corrected to a
 * date long past (as ../integration/document-expiry.test.ts does), so only licences dated that far
 * back are in its windows. Dates the API checks against today are kept a day or more away from it.
 */
import {
  addMonths,
  CE_REQUIRED_HOURS,
  COMPLETED_ON_MESSAGES,
  ceCycleOf,
} from '@lunia/shared/domain/continuing-education';
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEventKeys, continuingEducationKeys } from '../../functions/src/data/keys';
import { runCeReminders } from '../../functions/src/use-cases/continuing-education/run-ce-reminders';
import { newAccount, type TestAccount } from '../support/accounts';
import { CE_EXAMPLE_BODY, recordActivityThroughApi } from '../support/continuing-education-examples';
import {
  adminApi,
  type DocumentRecord,
  documentsApi,
  eventually,
  expectStatus,
  files,
  postToS3,
  type UploadSlot,
} from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { accessTokenFor, DEMO, mailHeader, readMailStore } from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
const today = puertoRicoToday();
let adminToken = '';

beforeAll(async () => {
  adminToken = await accessTokenFor(stack, DEMO.admin);
});

const list = async (account: TestAccount) =>
  expectStatus(await api('GET', '/api/continuing-education', { token: account.token }), 'list CE', 200).body as {
    activities: { id: string; hours: number; inCycle: boolean }[];
    progress: { requiredHours: number; completedHours: number; cycleEndsOn: string | null };
  };

/** A pharmacist whose pharmacist licence is approved, with its expiry date set to `expiresOn` by the admin. */
async function licensed(label: string, expiresOn: string, language: 'en' | 'es' = 'en') {
  const account = await newAccount(stack, label, { language });
  const licence = await documentsApi(stack, account.token).upload('pharmacist_license');
  await adminApi(stack, adminToken).approve(licence);
  const corrected = await api('PUT', `/api/admin/documents/${licence.id}/expiry`, {
    token: adminToken,
    body: { expiresOn },
  });
  expect(corrected.status, corrected.text).toBe(200);
  return account;
}

describe('recording continuing education', () => {
  it('counts the hours completed inside the licence cycle', async () => {
    const endsOn = addDays(today, 400);
    const account = await licensed('ce-progress', endsOn);
    const cycle = ceCycleOf(endsOn);
    await recordActivityThroughApi(stack, account.token, {
      ...CE_EXAMPLE_BODY,
      hours: 2.5,
      completedOn: addDays(today, -30),
    });
    await recordActivityThroughApi(stack, account.token, {
      ...CE_EXAMPLE_BODY,
      hours: 1.25,
      completedOn: cycle.startsOn,
    });
    // The day before the cycle began: listed, not counted.
    await recordActivityThroughApi(stack, account.token, {
      ...CE_EXAMPLE_BODY,
      hours: 4,
      completedOn: addDays(cycle.startsOn, -1),
    });
    const { activities, progress } = await list(account);
    expect(progress).toEqual({
      requiredHours: CE_REQUIRED_HOURS,
      completedHours: 3.75,
      cycleEndsOn: endsOn,
      cycleStartsOn: cycle.startsOn,
    });
    expect(activities.map((activity) => [activity.hours, activity.inCycle])).toEqual([
      [2.5, true],
      [1.25, true],
      [4, false],
    ]);
  });

  it('has no cycle without an approved pharmacist licence', async () => {
    const account = await newAccount(stack, 'ce-no-licence');
    await recordActivityThroughApi(stack, account.token);
    const { activities, progress } = await list(account);
    expect(activities).toHaveLength(1);
    expect(progress).toMatchObject({ completedHours: 0, cycleEndsOn: null, cycleStartsOn: null });
  });

  it('answers 400 with the field and code of each broken rule', async () => {
    const account = await newAccount(stack, 'ce-bad-input');
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ provider: '   ' }, 'provider'],
      [{ provider: 'x'.repeat(201) }, 'provider'],
      [{ hours: 0 }, 'hours'],
      [{ hours: -1 }, 'hours'],
      [{ hours: 100.25 }, 'hours'],
      [{ hours: 1.1 }, 'hours'],
      [{ hours: '2' }, 'hours'],
      [{ completedOn: '2025-02-30' }, 'completedOn', COMPLETED_ON_MESSAGES.invalid],
      [{ completedOn: addDays(today, 2) }, 'completedOn', COMPLETED_ON_MESSAGES.future],
      [{ completedOn: addMonths(today, -12 * 11) }, 'completedOn', COMPLETED_ON_MESSAGES.too_old],
    ];
    for (const [change, field, message] of cases) {
      const response = await api('POST', '/api/continuing-education', {
        token: account.token,
        body: { ...CE_EXAMPLE_BODY, ...change },
      });
      expect([response.status, response.body.code, response.body.field], JSON.stringify(change)).toEqual([
        400,
        'VALIDATION_FAILED',
        field,
      ]);
      if (message) expect(response.body.error).toBe(message);
    }
    // 100 hours, completed today: the bounds themselves are accepted.
    const edge = { ...CE_EXAMPLE_BODY, hours: 100, completedOn: addDays(today, -1) };
    expect((await api('POST', '/api/continuing-education', { token: account.token, body: edge })).status).toBe(201);
    expect((await list(account)).activities).toHaveLength(1);
  });

  it('deletes only the caller’s own activity', async () => {
    const [owner, stranger] = await Promise.all([newAccount(stack, 'ce-owner'), newAccount(stack, 'ce-stranger')]);
    const id = await recordActivityThroughApi(stack, owner.token);
    const path = `/api/continuing-education/${id}`;
    const foreign = await api('DELETE', path, { token: stranger.token });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await list(owner)).activities.map((activity) => activity.id)).toEqual([id]);
    expect((await api('DELETE', path, { token: owner.token })).status).toBe(200);
    expect((await list(owner)).activities).toEqual([]);
    expect((await api('DELETE', path, { token: owner.token })).status).toBe(404);
    const timeline = await table.queryPartition(auditEventKeys.targetPartition('USER', owner.userId));
    expect(timeline.map((event) => event.action).sort()).toEqual(['ce_activity_deleted', 'ce_activity_recorded']);
  });
});

// Days in order: each run is on a later day than the one before.
describe('the daily reminders (a chosen `now`)', { shuffle: false }, () => {
  // Long past, so only licences dated that far back are in the runs' windows.
  const endsOn = addDays(today, -700);
  /** Noon in Puerto Rico, `months` before the cycle ends (and `days` more before that). */
  const before = (months: number, days = 0) => new Date(`${addDays(addMonths(endsOn, -months), -days)}T16:00:00Z`);
  let account: TestAccount;

  const claims = async () =>
    (await table.queryPartition(continuingEducationKeys.reminder(account.userId, endsOn, 0).PK)).map((item) => item.SK);
  const reminders = async () =>
    (await readMailStore(stack)).filter(
      (mail) => mail.destination.to.includes(account.email) && /educación continua/.test(mail.subject),
    );
  const mailsArrive = (count: number) =>
    eventually(async () => {
      const mails = await reminders();
      return mails.length >= count ? mails : undefined;
    }, 20_000);

  beforeAll(async () => {
    account = await licensed('ce-reminders', endsOn, 'es');
    await recordActivityThroughApi(stack, account.token, {
      ...CE_EXAMPLE_BODY,
      hours: 10,
      completedOn: addDays(endsOn, -10),
    });
  });

  it('sends nothing before 6 months, then the 6-month reminder once, in Spanish', async () => {
    await runCeReminders({ now: before(6, 1) });
    expect(await claims()).toEqual([]);
    await runCeReminders({ now: before(6) });
    expect(await claims()).toEqual([`${endsOn}#6`]);
    const [mail] = await mailsArrive(1);
    expect(mail?.subject).toMatch(/^Le faltan 25 horas de educación continua antes del \d{1,2} de [a-z]+ de \d{4}$/);
    expect(mail?.body.text).toContain('/continuing-education');
    // Optional (issue 39): it carries the one-click unsubscribe of the continuing-education reminders.
    expect(mail && mailHeader(mail, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<.+/api/email/unsubscribe\\?token=v1\\.${account.userId}\\.ceReminders\\.[^>]+>$`),
    );
    expect(mail && mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    await Promise.all([runCeReminders({ now: before(6) }), runCeReminders({ now: before(5) })]);
    await drainStack(stack);
    expect(await reminders()).toHaveLength(1);
    expect(await claims()).toEqual([`${endsOn}#6`]);
  });

  it('sends the 3-month and the 1-month reminders', async () => {
    await runCeReminders({ now: before(3) });
    await mailsArrive(2);
    await runCeReminders({ now: before(1) });
    const mails = await mailsArrive(3);
    expect(await claims()).toEqual([`${endsOn}#1`, `${endsOn}#3`, `${endsOn}#6`]);
    expect(mails.every((mail) => mail.subject.startsWith('Le faltan 25 horas'))).toBe(true);
  });

  it('sends nothing once the hours in the cycle are complete', async () => {
    const done = await licensed('ce-complete', addDays(endsOn, -20));
    const doneCycle = ceCycleOf(addDays(endsOn, -20));
    await recordActivityThroughApi(stack, done.token, {
      ...CE_EXAMPLE_BODY,
      hours: 35,
      completedOn: doneCycle.startsOn,
    });
    const result = await runCeReminders({ now: new Date(`${addMonths(doneCycle.endsOn, -6)}T16:00:00Z`) });
    expect(result.run.enoughHours).toBeGreaterThanOrEqual(1);
    expect(await table.queryPartition(continuingEducationKeys.reminder(done.userId, doneCycle.endsOn, 0).PK)).toEqual(
      [],
    );
  });
});

describe('certificates', () => {
  const certificate = async (account: TestAccount, activityId: string) =>
    (
      (await list(account)).activities.find((activity) => activity.id === activityId) as unknown as {
        certificate: { documentId: string; status: string; denialReason: string | null } | null;
      }
    ).certificate;

  it('are uploaded per activity, reviewed in the queue with the activity, e-mailed, and deleted with it', async () => {
    const [account, stranger] = await Promise.all([
      newAccount(stack, 'ce-certificate', { language: 'es' }),
      newAccount(stack, 'ce-cert-stranger'),
    ]);
    const title = `Farmacoterapia ${account.userId.slice(0, 8)}`;
    const [activityId, otherId] = await Promise.all([
      recordActivityThroughApi(stack, account.token, { ...CE_EXAMPLE_BODY, title, completedOn: addDays(today, -3) }),
      recordActivityThroughApi(stack, account.token),
    ]);
    const path = (id: string) => `/api/continuing-education/${id}/certificate`;
    const file = files.pdf('certificado.pdf');
    const declaration = { fileName: file.fileName, contentType: file.contentType, size: file.bytes.length };
    const ask = (token: string, id: string, body: Record<string, unknown> = declaration) =>
      api('POST', path(id), { token, body });

    // Bad input and someone else's activity, before anything is written.
    for (const [change, field] of [
      [{ contentType: 'text/html' }, 'contentType'],
      [{ size: 11 * 1024 * 1024 }, 'size'],
    ] as const) {
      const response = await ask(account.token, activityId, { ...declaration, ...change });
      expect([response.status, response.body.code, response.body.field]).toEqual([400, 'VALIDATION_FAILED', field]);
    }
    const foreign = await ask(stranger.token, activityId);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'NOT_FOUND']);
    const generic = await documentsApi(stack, account.token).call('POST', '/api/documents/uploads', {
      type: 'ce_certificate',
      ...declaration,
    });
    expect([generic.status, generic.body.code, generic.body.field]).toEqual([400, 'VALIDATION_FAILED', 'type']);
    expect(await certificate(account, activityId)).toBeNull();

    // Upload: the documents' presigned POST and upload check; one certificate per activity.
    const slot = expectStatus(await ask(account.token, activityId), 'certificate slot', 201).body;
    const documentId = (slot.document as { id: string }).id;
    expect((await postToS3((slot as unknown as UploadSlot).upload, file)).status).toBeLessThan(300);
    await eventually(async () => ((await certificate(account, activityId))?.status === 'pending' ? true : undefined));
    expect((await ask(account.token, activityId)).body.code).toBe('CONFLICT');
    expect((await ask(account.token, otherId)).status).toBe(201);
    // Not a credential: the documents list leaves it out.
    expect((await documentsApi(stack, account.token).list()).map((doc) => doc.type)).not.toContain('ce_certificate');

    // The review queue shows the activity it proves; the denial reaches the owner in Spanish.
    const queue = await adminApi(stack, adminToken).list({
      type: 'ce_certificate',
      search: account.email,
      status: 'pending',
    });
    const queued = (queue.body.documents as DocumentRecord[]).find((doc) => doc.id === documentId);
    expect(queued?.ceActivity).toEqual({
      id: activityId,
      title,
      provider: CE_EXAMPLE_BODY.provider,
      hours: 2.5,
      completedOn: addDays(today, -3),
    });
    await adminApi(stack, adminToken).deny(documentId, 'Ilegible');
    expect(await certificate(account, activityId)).toMatchObject({ status: 'denied', denialReason: 'Ilegible' });
    const mail = await eventually(async () =>
      (await readMailStore(stack)).find(
        (m) => m.destination.to.includes(account.email) && (m.body.text ?? '').includes(title),
      ),
    );
    // The activity's title is named in the body, never in the subject (issue 39).
    expect(mail.subject).toBe('Su certificado de educación continua no fue aprobado');
    expect(mail.body.text).toContain(`«${title}»`);
    expect(mail.body.text).toContain('/continuing-education');

    // Deleting the activity deletes its certificate through the documents' deletion (audited there).
    expectStatus(
      await api('DELETE', `/api/continuing-education/${activityId}`, { token: account.token }),
      'delete',
      200,
    );
    expect((await api('GET', `/api/documents/${documentId}/view`, { token: account.token })).status).toBe(404);
    const trail = await table.queryPartition(auditEventKeys.targetPartition('DOCUMENT', documentId));
    expect(trail.map((event) => event.action).sort()).toEqual([
      'deleted',
      'denied',
      'file_accepted',
      'upload_requested',
    ]);
  });

  it("stay out of the owner's approved credential types, approved or deleted one by one", async () => {
    const account = await newAccount(stack, 'ce-approved-types');
    const licence = await documentsApi(stack, account.token).upload('pharmacist_license');
    await adminApi(stack, adminToken).approve(licence);
    const approvedTypes = async () => {
      const profile = await table.get({ PK: `USER#${account.userId}`, SK: 'PROFILE' });
      return [...((profile?.approvedDocumentTypes as Set<string> | undefined) ?? [])].sort();
    };
    const activityIds = await Promise.all([
      recordActivityThroughApi(stack, account.token),
      recordActivityThroughApi(stack, account.token),
    ]);
    const file = files.pdf('certificado.pdf');
    const declaration = { fileName: file.fileName, contentType: file.contentType, size: file.bytes.length };
    for (const activityId of activityIds) {
      const slot = expectStatus(
        await api('POST', `/api/continuing-education/${activityId}/certificate`, {
          token: account.token,
          body: declaration,
        }),
        'certificate slot',
        201,
      ).body;
      expect((await postToS3((slot as unknown as UploadSlot).upload, file)).status).toBeLessThan(300);
      await eventually(async () => ((await certificate(account, activityId))?.status === 'pending' ? true : undefined));
      await adminApi(stack, adminToken).approve((slot.document as { id: string }).id);
      expect(await certificate(account, activityId)).toMatchObject({ status: 'approved' });
    }
    // The set holds credential types (one document each); certificates are many per owner.
    expect(await approvedTypes()).toEqual(['pharmacist_license']);
    const remove = async (activityId: string) =>
      expectStatus(
        await api('DELETE', `/api/continuing-education/${activityId}`, { token: account.token }),
        'delete',
        200,
      );
    await remove(activityIds[0] as string);
    expect(await certificate(account, activityIds[1] as string)).toMatchObject({ status: 'approved' });
    expect(await approvedTypes()).toEqual(['pharmacist_license']);
    await remove(activityIds[1] as string);
    expect((await list(account)).activities).toEqual([]);
    expect(await approvedTypes()).toEqual(['pharmacist_license']);
  });
});
