/**
 * Document reminders: single and bulk through the reminder queue, exactly once per job and
 * recipient (redelivered messages), poisoned messages dead-lettered, the e-mail in en/es with the
 * user's missing and denied documents, the job's progress and history, and the audit trail.
 */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from '../support/accounts';
import { onOneDay } from '../support/clock';
import { adminApi, documentsApi, eventually } from '../support/document-fixtures';
import { deadLettersOf, drainStack } from '../support/drain';
import { accessTokenFor, DEMO, mailsTo, tableClient, uniqueEmail, waitForMail } from '../support/local-clients';
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
    user = await newAccount(stack, 'remind-one');
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
    const after = await eventually(async () => {
      const { health, queue } = await remindersQueue();
      return queue && queue.deadLetters > deadBefore ? health : undefined;
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
