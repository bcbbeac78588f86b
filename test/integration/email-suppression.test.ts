/**
 * E-mail deliverability (issue 26): SES's bounce and complaint events, for the configuration set every
 * send names, put the address on the suppression list; the product never mails it again, and what
 * asked for the mail (a public form, a reminder job) still succeeds, the job counting it
 * "suppressed". The local SES stand-in plays SES's mailbox simulator (infra/local/ses-simulator.ts)
 * and delivers its events to the same handler as EventBridge in AWS (events/ses-events.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { simulatorEvents } from '../../infra/local/ses-simulator';
import { newAccount, registerConfirmed, signInWith, TEST_PASSWORD } from '../support/accounts';
import { eventually } from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { contactFrom, simulatorAddress } from '../support/email-suppression';
import { accessTokenFor, DEMO, mailsTo, tableClient, waitForMail } from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
let adminToken = '';
let supportToken = '';

interface Suppression {
  email: string;
  reason: string;
  detail: string | null;
  suppressedAt: string;
}

/** Every page of the list, as the admin page reads it; the entries of `email`. */
async function suppressionsOf(email: string): Promise<Suppression[]> {
  const found: Suppression[] = [];
  let cursor: string | undefined;
  do {
    const response = await api('GET', `/api/admin/email-suppressions?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      token: adminToken,
    });
    expect(response.status, response.text).toBe(200);
    found.push(...(response.body.suppressions as Suppression[]).filter((entry) => entry.email === email));
    cursor = response.body.nextCursor as string | undefined;
  } while (cursor);
  return found;
}

const suppressed = (email: string) => eventually(async () => (await suppressionsOf(email))[0], 20_000);

/**
 * A pharmacist registered with `email` (not verified: a reminder can go to them). Registration mails a
 * code to the address (issue 25), which the simulator bounces: that suppression is lifted again, so the
 * story starts from an address never suppressed (the mail helpers leave the code mail out).
 */
async function accountWith(email: string) {
  const userId = await registerConfirmed(stack, email);
  await suppressed(email);
  const lifted = await api('DELETE', `/api/admin/email-suppressions/${encodeURIComponent(email)}`, {
    token: adminToken,
  });
  expect(lifted.status, lifted.text).toBe(200);
  return { email, userId, token: await signInWith(stack, email, TEST_PASSWORD) };
}

interface Job {
  status: string;
  total: number;
  sent: number;
  failed: number;
  suppressed: number;
  pending: number;
}
const completedJob = (jobId: string) =>
  eventually(async () => {
    const response = await api('GET', `/api/admin/reminder-jobs/${jobId}`, { token: adminToken });
    expect(response.status).toBe(200);
    const job = response.body.job as Job;
    return job.status === 'completed' ? job : undefined;
  }, 30_000);

beforeAll(async () => {
  [adminToken, supportToken] = await Promise.all([
    accessTokenFor(stack, DEMO.admin),
    accessTokenFor(stack, DEMO.support),
  ]);
});

describe('a hard bounce', { shuffle: false, timeout: 60_000 }, () => {
  let bouncing: Awaited<ReturnType<typeof accountWith>>;

  it('suppresses the address once SES reports the first reminder bounced', async () => {
    bouncing = await accountWith(simulatorAddress('bounce', 'reminder'));
    const response = await api('POST', `/api/admin/users/${bouncing.userId}/send-document-reminder`, {
      token: adminToken,
      body: { language: 'en' },
    });
    expect(response.status).toBe(200);
    expect(await completedJob(String(response.body.jobId))).toMatchObject({ total: 1, sent: 1, suppressed: 0 });
    expect(await suppressed(bouncing.email)).toMatchObject({ reason: 'bounce', detail: 'General' });
    expect(await mailsTo(stack, bouncing.email)).toHaveLength(1);
  });

  it('does not mail it again: the bulk job completes, counting it suppressed', async () => {
    const other = await newAccount(stack, 'suppression-bulk');
    const response = await api('POST', '/api/admin/users/send-bulk-document-reminders', {
      token: adminToken,
      body: { userIds: [bouncing.userId, other.userId], language: 'en' },
    });
    expect(response.status, response.text).toBe(202);
    const job = await completedJob(String(response.body.jobId));
    expect(job).toMatchObject({ status: 'completed', total: 2, sent: 1, failed: 0, suppressed: 1, pending: 0 });
    await waitForMail(stack, other.email);
    await drainStack(stack);
    expect(await mailsTo(stack, bouncing.email)).toHaveLength(1);
    const events = await tableClient(stack).queryPartition(`AUDIT#USER#${bouncing.userId}`);
    const jobId = String(response.body.jobId);
    expect(events.filter((e) => e.jobId === jobId && e.reason === 'suppressed')).toHaveLength(1);
  });

  it('a form from the address still succeeds, and nothing is mailed to it', async () => {
    const response = await contactFrom(stack, bouncing.email);
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    await drainStack(stack);
    expect(await mailsTo(stack, bouncing.email)).toHaveLength(1);
  });
});

describe('a complaint', { shuffle: false, timeout: 60_000 }, () => {
  const email = simulatorAddress('complaint', 'contact');

  it('suppresses the address after the delivery SES reports first', async () => {
    expect(await contactFrom(stack, email)).toMatchObject({ status: 200, body: { success: true } });
    await waitForMail(stack, email);
    expect(await suppressed(email)).toMatchObject({ reason: 'complaint', detail: 'abuse' });
  });

  it('the next form succeeds and mails nothing to the address', async () => {
    expect(await contactFrom(stack, email)).toMatchObject({ status: 200, body: { success: true } });
    await drainStack(stack);
    expect(await mailsTo(stack, email)).toHaveLength(1);
  });
});

describe('delivered mail', () => {
  it('suppresses nothing for the simulator’s success address', async () => {
    const email = simulatorAddress('success', 'contact');
    expect(await contactFrom(stack, email)).toMatchObject({ status: 200 });
    await waitForMail(stack, email);
    await drainStack(stack);
    expect(await suppressionsOf(email)).toEqual([]);
  });
});

describe('the SES event handler, run in this process', () => {
  let handler: (event: unknown) => Promise<void>;
  beforeAll(async () => {
    Object.assign(process.env, stack.env);
    ({ handler } = await import('../../functions/src/events/ses-events'));
  });

  const bounceEvent = (email: string) =>
    simulatorEvents({
      messageId: `local-${Date.now()}`,
      from: 'Lunia <no-reply@lunia.local>',
      to: [email],
      subject: 'Reminder',
      configurationSet: stack.env.SES_CONFIGURATION_SET ?? '',
      sentAt: new Date(),
    });

  it('records a redelivered bounce once', async () => {
    const email = simulatorAddress('suppressionlist', 'redelivered');
    const [event] = bounceEvent(email);
    await handler(event);
    await handler(event);
    await handler(structuredClone(event));
    expect(await suppressionsOf(email)).toEqual([
      expect.objectContaining({ email, reason: 'bounce', detail: 'OnAccountSuppressionList' }),
    ]);
  });

  it('drops a malformed event without throwing and records nothing', async () => {
    const email = simulatorAddress('bounce', 'malformed');
    const [event] = bounceEvent(email) as [{ detail: { bounce: Record<string, unknown> } }];
    const broken = structuredClone(event);
    delete broken.detail.bounce.bouncedRecipients;
    for (const malformed of [broken, 'not an event', null, { source: 'aws.ses', detail: { eventType: 'Bounce' } }]) {
      await expect(handler(malformed)).resolves.toBeUndefined();
    }
    expect(await suppressionsOf(email)).toEqual([]);
  });

  it('ignores a soft bounce', async () => {
    const email = simulatorAddress('bounce', 'transient');
    const [event] = bounceEvent(email) as [{ detail: { bounce: Record<string, unknown> } }];
    event.detail.bounce.bounceType = 'Transient';
    await handler(event);
    expect(await suppressionsOf(email)).toEqual([]);
  });
});

describe('listing and lifting', () => {
  const lift = (token: string, email: string) =>
    api('DELETE', `/api/admin/email-suppressions/${encodeURIComponent(email)}`, { token });

  it('a super admin lifts an entry (audited); it is gone and a second lift is a 404', async () => {
    const email = simulatorAddress('bounce', 'lift');
    await contactFrom(stack, email);
    await suppressed(email);
    expect(await lift(adminToken, email)).toMatchObject({ status: 200, body: { success: true, email } });
    expect(await suppressionsOf(email)).toEqual([]);
    const audit = await tableClient(stack).queryPartition(`AUDIT#EMAIL#${email}`);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'email_suppression_lifted', targetType: 'EMAIL', reason: 'bounce: General' }),
    ]);
    expect(await lift(adminToken, email)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('support sees the list but may not lift; a pharmacist may do neither', async () => {
    const email = simulatorAddress('bounce', 'support');
    await contactFrom(stack, email);
    await suppressed(email);
    const pharmacist = await newAccount(stack, 'suppression-user');
    expect((await api('GET', '/api/admin/email-suppressions', { token: supportToken })).status).toBe(200);
    expect(await lift(supportToken, email)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await api('GET', '/api/admin/email-suppressions', { token: pharmacist.token })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(await lift(pharmacist.token, email)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await suppressionsOf(email)).toHaveLength(1);
  });

  it('refuses a cursor of another list and a malformed address with the field at fault', async () => {
    const cursor = Buffer.from(JSON.stringify({ PK: 'x', SK: 'y' })).toString('base64url');
    expect(await api('GET', `/api/admin/email-suppressions?cursor=${cursor}`, { token: adminToken })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', field: 'cursor' },
    });
    expect(await lift(adminToken, 'not an address')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', field: 'email' },
    });
  });
});
