/**
 * Document reminders: single and bulk through the reminder queue, exactly once per job and
 * recipient (redelivered messages), poisoned messages dead-lettered, the e-mail in en/es with the
 * user's missing and denied documents, the job's progress and history, and the audit trail.
 */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registeredAccount, type TestAccount } from '../support/accounts';
import { onOneDay } from '../support/clock';
import { adminApi, documentsApi, eventually } from '../support/document-fixtures';
import { deadLettersOf, drainStack } from '../support/drain';
import {
  accessTokenFor,
  DEMO,
  isRegistrationCodeMail,
  mailHeader,
  mailsTo,
  readMailStore,
  tableClient,
  uniqueEmail,
  waitForMail,
} from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
const sqs = new SQSClient({
  region: 'us-east-1',
  endpoint: stack.env.ENDPOINT_SQS,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
let adminToken = '';
let adminId = '';

interface Job {
  id: string;
  status: string;
  total: number;
  sent: number;
  failed: number;
  pending: number;
  unsubscribed: number;
  sentByLanguage: { en: number; es: number };
  kind: string;
  language: string;
  createdBy: { id: string; name: string };
}

const getJob = async (jobId: string) => {
  const response = await api('GET', `/api/admin/reminder-jobs/${jobId}`, { token: adminToken });
  expect(response.status).toBe(200);
  return response.body.job as Job;
};
const completedJob = (jobId: string) =>
  eventually(async () => {
    const job = await getJob(jobId);
    return job.status === 'completed' ? job : undefined;
  }, 30_000);

/** The reminders queue of the system-health page. */
const remindersQueue = async () => {
  const health = await api('GET', '/api/admin/system-health', { token: adminToken });
  expect(health.status, health.text).toBe(200);
  const queues = health.body.queues as { name: string; waiting: number; inFlight: number; deadLetters: number }[];
  return { health: health.body, queue: queues.find((q) => q.name === 'reminders') };
};

beforeAll(async () => {
  adminToken = await accessTokenFor(stack, DEMO.admin);
  const profile = await api('GET', '/api/profile', { token: adminToken });
  adminId = (profile.body.user as { id: string }).id;
});

describe('a single reminder', () => {
  let user: TestAccount;
  beforeAll(async () => {
    // Spanish is the person's own choice: a reminder reaches them in it whatever the dialog says (issue 39).
    user = await newAccount(stack, 'remind-one', { language: 'es' });
    const mine = documentsApi(stack, user.token);
    const denied = await mine.upload('pharmacist_license');
    await mine.upload('college_license');
    await adminApi(stack, adminToken).deny(denied, 'The <scan> is blurry');
  });

  it('finds an unverified user by e-mail, case-insensitively, and refuses others with the spec message', async () => {
    const found = await api(
      'GET',
      `/api/admin/reminder-recipients?email=${encodeURIComponent(user.email.toUpperCase())}`,
      {
        token: adminToken,
      },
    );
    expect(found.status).toBe(200);
    expect(found.body.recipients).toEqual([expect.objectContaining({ id: user.userId, email: user.email })]);
    for (const email of ['nobody-here@example.com', DEMO.admin]) {
      const missing = await api('GET', `/api/admin/reminder-recipients?email=${encodeURIComponent(email)}`, {
        token: adminToken,
      });
      expect(missing).toMatchObject({ status: 404, body: { error: 'User not found or already verified' } });
    }
  });

  it('sends the Spanish reminder with the missing and denied documents and a link to the upload page, once', async () => {
    const response = await api('POST', `/api/admin/users/${user.userId}/send-document-reminder`, {
      token: adminToken,
      body: { language: 'es' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, email: user.email });
    const job = await completedJob(String(response.body.jobId));
    expect(job).toMatchObject({ kind: 'single', total: 1, sent: 1, failed: 0, pending: 0, language: 'es' });
    const mail = await waitForMail(stack, user.email, (m) => m.subject.includes('su verificación'));
    expect(mail.body.text).toContain('Licencia de farmacéutico: se denegó (motivo: The <scan> is blurry)');
    expect(mail.body.text).toContain('Certificación de farmacia: pendiente de subir');
    expect(mail.body.text).toContain('Licencia de conducir: pendiente de subir');
    expect(mail.body.text).not.toContain('Certificado del Colegio');
    expect(mail.body.text).toContain('/document-upload');
    expect(mail.body.html).toContain('The &lt;scan&gt; is blurry');
    const events = await tableClient(stack).queryPartition(`AUDIT#USER#${user.userId}`);
    expect(events.filter((e) => e.action === 'document_reminder_sent')).toEqual([
      expect.objectContaining({ actorId: adminId, jobId: job.id, language: 'es' }),
    ]);
  });

  it('refuses a verified, unknown or admin user with "User not found or already verified" and records nothing', async () => {
    for (const id of [adminId, 'no-such-user']) {
      const response = await api('POST', `/api/admin/users/${id}/send-document-reminder`, {
        token: adminToken,
        body: { language: 'en' },
      });
      expect(response).toMatchObject({ status: 404, body: { code: 'REMINDER_RECIPIENT_NOT_FOUND' } });
    }
  });
});

describe('bulk reminders', () => {
  it('answers at once with the job, then sends each recipient once and counts the unknown as failed', async () => {
    const users = await Promise.all([1, 2, 3].map((n) => newAccount(stack, `remind-bulk-${n}`)));
    const ids = users.map((u) => u.userId);
    const response = await api('POST', '/api/admin/users/send-bulk-document-reminders', {
      token: adminToken,
      // A repeated id is one recipient; an unknown id fails (no such unverified user).
      body: { userIds: [...ids, ids[0], 'no-such-user'], language: 'en' },
    });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ results: { success: 0, failed: 0 }, total: 4, pending: 4 });
    const job = await completedJob(String(response.body.jobId));
    expect(job).toMatchObject({ kind: 'bulk', total: 4, sent: 3, failed: 1, pending: 0 });
    for (const user of users) {
      await waitForMail(stack, user.email, (m) => m.subject.includes('your Lunia verification'));
      expect(await mailsTo(stack, user.email)).toHaveLength(1);
    }
    // The history, newest first, page by page until this job (other files start jobs meanwhile).
    const history: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await api(
        'GET',
        `/api/admin/reminder-jobs?${new URLSearchParams({ limit: '5', ...(cursor ? { cursor } : {}) })}`,
        {
          token: adminToken,
        },
      );
      expect(page.status, page.text).toBe(200);
      history.push(...(page.body.jobs as Job[]).map((j) => j.id));
      cursor = page.body.nextCursor as string | undefined;
    } while (cursor && !history.includes(job.id) && history.length < 2000);
    expect(history).toContain(job.id);
  });

  it('refuses an empty selection with the spec message and more than 10,000 recipients', async () => {
    const empty = await api('POST', '/api/admin/users/send-bulk-document-reminders', {
      token: adminToken,
      body: { userIds: [], language: 'en' },
    });
    expect(empty).toMatchObject({ status: 400, body: { error: 'Please select at least one user' } });
    const tooMany = await api('POST', '/api/admin/users/send-bulk-document-reminders', {
      token: adminToken,
      body: { userIds: Array.from({ length: 10_001 }, (_, i) => `user-${i}`), language: 'en' },
    });
    expect(tooMany).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });
});

describe('the reminder queue', () => {
  it('sends one e-mail and counts once when the same message is delivered three times', async () => {
    const user = await newAccount(stack, 'remind-redelivery');
    const response = await api('POST', '/api/admin/users/send-bulk-document-reminders', {
      token: adminToken,
      body: { userIds: [user.userId], language: 'en' },
    });
    const jobId = String(response.body.jobId);
    await completedJob(jobId);
    const message = JSON.stringify({
      jobId,
      userId: user.userId,
      language: 'en',
      actor: { id: adminId, name: 'Admin' },
    });
    for (let i = 0; i < 3; i++) {
      await sqs.send(new SendMessageCommand({ QueueUrl: stack.env.REMINDER_QUEUE_URL, MessageBody: message }));
    }
    await drainStack(stack);
    expect(await mailsTo(stack, user.email)).toHaveLength(1);
    expect(await getJob(jobId)).toMatchObject({ total: 1, sent: 1, failed: 0 });
    const events = await tableClient(stack).queryPartition(`AUDIT#USER#${user.userId}`);
    expect(events.filter((e) => e.action === 'document_reminder_sent')).toHaveLength(1);
  });

  it('sends three copies arriving together once', async () => {
    const user = await newAccount(stack, 'remind-together');
    const jobId = `manual-${Date.now().toString(36)}`;
    const message = JSON.stringify({
      jobId,
      userId: user.userId,
      language: 'es',
      actor: { id: adminId, name: 'Admin' },
    });
    await Promise.all(
      [0, 1, 2].map(() =>
        sqs.send(new SendMessageCommand({ QueueUrl: stack.env.REMINDER_QUEUE_URL, MessageBody: message })),
      ),
    );
    await waitForMail(stack, user.email);
    await drainStack(stack);
    expect(await mailsTo(stack, user.email)).toHaveLength(1);
  });

  it('moves a poisoned message to the dead-letter queue after its retries', async () => {
    const deadBefore = (await remindersQueue()).queue?.deadLetters ?? 0;
    // Unique, so this file's message is told from any other in the stack's dead letters.
    const poisoned = `{"jobId":"poisoned-${Date.now().toString(36)}","userId":`;
    await sqs.send(new SendMessageCommand({ QueueUrl: stack.env.REMINDER_QUEUE_URL, MessageBody: poisoned }));
    // This message's own dead letter: other files dead-letter malformed reminders on the shared stack
    // too, so the count alone can move before this one has used its five receives.
    const after = await eventually(async () => {
      const own = (await deadLettersOf(stack)).some((letter) => letter.body === poisoned);
      const { health, queue } = await remindersQueue();
      return own && queue && queue.deadLetters > deadBefore ? health : undefined;
    }, 30_000);
    expect(typeof after.lastStreamEventAt).toBe('string');
    // The day's e-mail count (a UTC day): with an e-mail of this test's own sent that same day.
    await onOneDay('utc', async () => {
      const to = uniqueEmail('health-mail');
      const mail = { template: 'contact-message-received', to, language: 'en', data: {}, dedupeKey: `health#${to}` };
      await sqs.send(new SendMessageCommand({ QueueUrl: stack.env.MAIL_QUEUE_URL, MessageBody: JSON.stringify(mail) }));
      await waitForMail(stack, to);
      expect((await remindersQueue()).health.mailSentToday).toBeGreaterThan(0);
    });
    expect((await deadLettersOf(stack)).filter((letter) => letter.body === poisoned)).toEqual([
      expect.objectContaining({ queue: expect.stringContaining('reminders'), attempts: 5 }),
    ]);
  });
});

describe('one-click unsubscribe and each person language (issue 39)', { shuffle: false }, () => {
  let chosenSpanish: TestAccount;
  let chosenEnglish: TestAccount;
  let neverChose: TestAccount;
  let leaver: TestAccount;
  let unsubscribeUrl: URL;

  beforeAll(async () => {
    [chosenSpanish, chosenEnglish, neverChose, leaver] = await Promise.all([
      newAccount(stack, 'remind-lang-es', { language: 'es' }),
      newAccount(stack, 'remind-lang-en', { language: 'en' }),
      newAccount(stack, 'remind-lang-none'),
      // Through the registration itself: its code e-mail is the transactional mail checked below.
      registeredAccount(stack, 'remind-leaver', { language: 'es' }),
    ]);
    // An account from before the language was asked at registration: it never chose one.
    const table = tableClient(stack);
    const profile = await table.get({ PK: `USER#${neverChose.userId}`, SK: 'PROFILE' });
    if (!profile) throw new Error('no profile');
    const { language: _dropped, ...withoutLanguage } = profile;
    await table.put({ ...withoutLanguage, PK: `USER#${neverChose.userId}`, SK: 'PROFILE' });
  });

  it('gives a reminder the RFC 8058 headers with a signed link on the site address (https in AWS)', async () => {
    const response = await api('POST', `/api/admin/users/${leaver.userId}/send-document-reminder`, {
      token: adminToken,
      body: { language: 'en' },
    });
    expect(response.status, response.text).toBe(200);
    const mail = await waitForMail(stack, leaver.email, (m) => m.subject.includes('su verificación'));
    const listUnsubscribe = mailHeader(mail, 'List-Unsubscribe') ?? '';
    expect(listUnsubscribe).toMatch(/^<.+\/api\/email\/unsubscribe\?token=v1\.[^>]+\.documentReminders\.[^>]+>$/);
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    unsubscribeUrl = new URL(listUnsubscribe.slice(1, -1));
    expect(unsubscribeUrl.origin).toBe(new URL(stack.env.SITE_URL ?? '').origin);
    expect(unsubscribeUrl.searchParams.get('token')).toContain(`.${leaver.userId}.`);
    // Transactional mail carries none: the registration code the same person was sent.
    const codeMail = (await readMailStore(stack, { registrationCodes: true })).find(
      (m) => m.destination.to.includes(leaver.email) && isRegistrationCodeMail(m),
    );
    expect(codeMail).toBeDefined();
    expect(codeMail && mailHeader(codeMail, 'List-Unsubscribe')).toBeUndefined();
  });

  it('shows the page in the person language without unsubscribing on a GET, then unsubscribes on the POST, idempotently', async () => {
    const path = `${unsubscribeUrl.pathname}${unsubscribeUrl.search}`;
    const page = await fetch(`${stack.urls.api}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('¿Dejar de recibir los recordatorios de documentos de Lunia?');
    const optOutsOf = async () =>
      (await tableClient(stack).get({ PK: `USER#${leaver.userId}`, SK: 'PROFILE' }))?.emailOptOuts ?? [];
    expect(await optOutsOf()).toEqual([]);

    for (let attempt = 0; attempt < 2; attempt++) {
      const posted = await api('POST', path, {
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(posted.status, posted.text).toBe(200);
      expect(posted.text).toContain('Se dio de baja: Lunia ya no le enviará los recordatorios de documentos de Lunia.');
      expect(posted.text).toMatch(/<a href="[^"]+\/account">Abrir mi cuenta<\/a>/);
    }
    expect(await optOutsOf()).toEqual(['documentReminders']);
    const profile = await api('GET', '/api/profile', { token: leaver.token });
    expect(profile.body.user).toMatchObject({ notificationPreferences: { emails: { documentReminders: false } } });
  });

  it('refuses a changed or missing token with its code and field, and changes nothing', async () => {
    const token = unsubscribeUrl.searchParams.get('token') ?? '';
    const forged = token.replace(leaver.userId, chosenEnglish.userId);
    const tampered = await api('POST', `/api/email/unsubscribe?token=${encodeURIComponent(forged)}`, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect({ status: tampered.status, code: tampered.body.code, field: tampered.body.field }).toEqual({
      status: 400,
      code: 'UNSUBSCRIBE_LINK_INVALID',
      field: 'token',
    });
    const missing = await api('GET', '/api/email/unsubscribe');
    expect({ status: missing.status, code: missing.body.code, field: missing.body.field }).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'token',
    });
    const other = await tableClient(stack).get({ PK: `USER#${chosenEnglish.userId}`, SK: 'PROFILE' });
    expect(other?.emailOptOuts ?? []).toEqual([]);
  });

  it('writes each reminder of a bulk run in its recipient language, skips who unsubscribed, and the report counts both', async () => {
    const recipients = [chosenSpanish, chosenEnglish, neverChose, leaver];
    const response = await api('POST', '/api/admin/users/send-bulk-document-reminders', {
      token: adminToken,
      // The dialog says English: it speaks only to the account that never chose a language.
      body: { userIds: recipients.map((r) => r.userId), language: 'en' },
    });
    expect(response.status, response.text).toBe(202);
    const job = await completedJob(String(response.body.jobId));
    expect(job).toMatchObject({
      total: 4,
      sent: 3,
      failed: 0,
      unsubscribed: 1,
      pending: 0,
      sentByLanguage: { en: 2, es: 1 },
    });
    const spanish = await waitForMail(stack, chosenSpanish.email, (m) => m.subject.includes('su verificación'));
    expect(spanish.body.text).toContain('pendiente de subir');
    await waitForMail(stack, chosenEnglish.email, (m) => m.subject.includes('your Lunia verification'));
    await waitForMail(stack, neverChose.email, (m) => m.subject.includes('your Lunia verification'));
    await drainStack(stack);
    // The single reminder before the unsubscribe, nothing from the bulk run.
    expect(await mailsTo(stack, leaver.email)).toHaveLength(1);
    const events = await tableClient(stack).queryPartition(`AUDIT#USER#${leaver.userId}`);
    expect(events.filter((e) => e.jobId === job.id)).toEqual([
      expect.objectContaining({ action: 'document_reminder_failed', reason: 'unsubscribed' }),
    ]);
  });
});
