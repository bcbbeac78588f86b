/**
 * Queue messages are validated by their consumers (issue 23): on every queue of the local stack, a
 * malformed message (not JSON, wrong shape, unknown kind or template) ends in the dead letters after
 * the queue's maximum receives, having changed nothing and e-mailed no one, while a good message sent
 * in the same SendMessageBatch (so, on a quiet queue, delivered in the same batch) is processed once.
 * The field-by-field refusals are unit-tested (shared/src/queue-messages.test.ts), as is the partial
 * batch response with its log line (functions/src/events/queue-consumer.test.ts).
 */
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, inject, it } from 'vitest';
import { eventHandlers } from '../../functions/src/events/manifest';
import { redriveStage } from '../../infra/ops/redrive-stage';
import { newAccount } from '../support/accounts';
import { eventually } from '../support/document-fixtures';
import { deadLettersOf, drainStack } from '../support/drain';
import { mailsTo, tableClient, uniqueEmail, waitForMail } from '../support/local-clients';

const stack = inject('stack');
const table = tableClient(stack);
const sqs = new SQSClient({
  region: 'us-east-1',
  endpoint: stack.env.ENDPOINT_SQS,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Sends the bodies in one SendMessageBatch call: they are queued together. */
async function sendTogether(queueUrl: string | undefined, bodies: string[]): Promise<void> {
  const result = await sqs.send(
    new SendMessageBatchCommand({
      QueueUrl: queueUrl,
      Entries: bodies.map((body, i) => ({ Id: String(i), MessageBody: body })),
    }),
  );
  expect(result.Failed ?? []).toEqual([]);
}

/**
 * Waits until every malformed body is a dead letter. Their redeliveries are the queue's backoff, which
 * a drain does not wait out (infra/local/drain.ts): polled, like any outcome a test waits for.
 */
async function deadLettered(malformed: string[]): Promise<void> {
  await eventually(async () => {
    const letters = await deadLettersOf(stack);
    return malformed.every((body) => letters.some((letter) => letter.body === body)) ? true : undefined;
  }, 30_000);
}

/**
 * After a drain: each malformed body is a dead letter of `queue` once, after the consumer's maximum
 * receives, and no good body is.
 */
async function expectDeadLettered(queue: string, maxReceiveCount: number, malformed: string[], good: string[]) {
  const letters = await deadLettersOf(stack);
  for (const body of malformed) {
    expect(letters.filter((letter) => letter.body === body)).toEqual([
      expect.objectContaining({ queue: `lunia-local-${queue}`, attempts: maxReceiveCount }),
    ]);
  }
  expect(letters.filter((letter) => good.includes(letter.body))).toEqual([]);
}

const mail = (template: string, to: string, data: unknown, language = 'en') =>
  JSON.stringify({ template, to, language, data, dedupeKey: `${template}#${to}` });

// Concurrent: each test mostly waits out its malformed messages' retries (about 4 s of backoff).
describe.concurrent('a malformed message on each queue', () => {
  it('mail: dead-lettered, nothing sent, and the good one beside it sent once', async () => {
    const [good, shape, unknown, notJson] = ['good', 'shape', 'unknown', 'notjson'].map((l) => uniqueEmail(`qm-${l}`));
    const goodBody = mail('contact-message-received', good as string, {});
    const malformed = [
      `{"template":"contact-message-received","to":"${notJson}",`,
      mail('bookrx-approved', shape as string, { first: 'Ana' }),
      mail('birthday-card', unknown as string, {}),
    ];
    await sendTogether(stack.env.MAIL_QUEUE_URL, [malformed[0] as string, goodBody, ...malformed.slice(1)]);
    await waitForMail(stack, good as string);
    await deadLettered(malformed);
    await drainStack(stack);
    expect(await mailsTo(stack, good as string)).toHaveLength(1);
    for (const to of [shape, unknown, notJson]) expect(await mailsTo(stack, to as string)).toEqual([]);
    await expectDeadLettered('mail', eventHandlers.mailWorker.source.maxReceiveCount, malformed, [goodBody]);
  });

  it('auth mail: a code without its code is dead-lettered, the good code sent once', async () => {
    const [good, shape, unknown] = ['good', 'shape', 'unknown'].map((l) => uniqueEmail(`qm-auth-${l}`));
    const goodBody = mail('password-reset-code', good as string, { code: '424242' }, 'es');
    const malformed = [
      `not json ${run}`,
      mail('password-reset-code', shape as string, {}),
      mail('password-reset-link', unknown as string, { code: '123456' }),
    ];
    await sendTogether(stack.env.AUTH_MAIL_QUEUE_URL, [goodBody, ...malformed]);
    const sent = await waitForMail(stack, good as string);
    expect(sent.body.text).toContain('424242');
    await deadLettered(malformed);
    await drainStack(stack);
    expect(await mailsTo(stack, good as string)).toHaveLength(1);
    for (const to of [shape, unknown]) expect(await mailsTo(stack, to as string)).toEqual([]);
    await expectDeadLettered('auth-mail', eventHandlers.authMailWorker.source.maxReceiveCount, malformed, [goodBody]);
  });

  it('reminders: nothing sent, counted or audited for the malformed ones; the good one sent once', async () => {
    const [good, bad] = await Promise.all([newAccount(stack, 'qm-remind-good'), newAccount(stack, 'qm-remind-bad')]);
    // What registration queued is delivered before the counts below are taken.
    await drainStack(stack);
    const badMailsBefore = (await mailsTo(stack, bad.email)).length;
    const actor = { id: 'qm-admin', name: 'Queue Test' };
    const goodJob = `qm-good-${run}`;
    const badJob = `qm-bad-${run}`;
    const goodBody = JSON.stringify({ kind: 'document', jobId: goodJob, userId: good.userId, language: 'en', actor });
    const malformed = [
      `{"jobId":"${badJob}","userId":"${bad.userId}"`,
      JSON.stringify({ kind: 'document', jobId: badJob, userId: bad.userId, language: 'fr', actor }),
      JSON.stringify({ kind: 'birthday', jobId: badJob, userId: bad.userId, language: 'en', actor }),
      JSON.stringify({ kind: 'expiry', documentId: `doc-${run}`, threshold: 30, daysLeft: 30, userId: bad.userId }),
    ];
    await sendTogether(stack.env.REMINDER_QUEUE_URL, [malformed[0] as string, goodBody, ...malformed.slice(1)]);
    await waitForMail(stack, good.email, (m) => m.subject.includes('documents'));
    await deadLettered(malformed);
    await drainStack(stack);

    expect(await mailsTo(stack, good.email)).toEqual([
      expect.objectContaining({ subject: expect.stringContaining('your Lunia verification is waiting') }),
    ]);
    expect(await table.get({ PK: `REMINDERJOB#${goodJob}`, SK: `RECIPIENT#${good.userId}` })).toMatchObject({
      status: 'sent',
    });
    expect(await mailsTo(stack, bad.email)).toHaveLength(badMailsBefore);
    expect(await table.queryPartition(`REMINDERJOB#${badJob}`)).toEqual([]);
    const badAudit = await table.queryPartition(`AUDIT#USER#${bad.userId}`);
    expect(badAudit.filter((event) => String(event.action).startsWith('document_reminder'))).toEqual([]);
    await expectDeadLettered('reminders', eventHandlers.reminderWorker.source.maxReceiveCount, malformed, [goodBody]);
  });

  it('counter recount: dead-lettered without creating or moving a job; a step of no job is taken and ignored', async () => {
    // Batches of one on this queue (one step at a time), so there is no batch to share. A well-formed
    // step of a job that does not exist is consumed and does nothing: no recount runs on the shared stack.
    const goodJob = `qm-good-${run}`;
    const badJob = `qm-bad-${run}`;
    const goodBody = JSON.stringify({ jobId: goodJob, step: 0 });
    const malformed = [
      `{"jobId":"${badJob}","step":`,
      JSON.stringify({ jobId: badJob, step: -1 }),
      JSON.stringify({ jobId: badJob, step: '0' }),
      JSON.stringify({ job: badJob, step: 0 }),
    ];
    await sendTogether(stack.env.COUNTER_RECOUNT_QUEUE_URL, [...malformed, goodBody]);
    await deadLettered(malformed);
    await drainStack(stack);
    for (const jobId of [goodJob, badJob]) {
      expect(await table.get({ PK: `COUNTERRECOUNT#${jobId}`, SK: 'JOB' })).toBeUndefined();
    }
    await expectDeadLettered('counter-recount', eventHandlers.counterRecountWorker.source.maxReceiveCount, malformed, [
      goodBody,
    ]);
  });
});

/** After the malformed messages above (not concurrently: a redrive moves every dead letter of the queue). */
describe('the way back from the dead letters', () => {
  it('npm run ops:redrive: the counter-recount dead letters are listed, dry-run, then go back through their consumer (issue 42)', async () => {
    const malformed = [JSON.stringify({ jobId: `qm-redrive-${run}`, step: -2 })];
    await sendTogether(stack.env.COUNTER_RECOUNT_QUEUE_URL, malformed);
    await deadLettered(malformed);
    const ours = async () => (await deadLettersOf(stack)).filter((letter) => malformed.includes(letter.body));
    const waiting = (await deadLettersOf(stack)).filter((l) => l.queue === 'lunia-local-counter-recount').length;
    const log: string[] = [];
    const options = { stage: 'local', sqsEndpoint: stack.env.ENDPOINT_SQS, log: (line: string) => log.push(line) };

    const listed = await redriveStage({ ...options, dryRun: false });
    expect(listed.map((o) => o.queue)).toEqual(['mail', 'auth-mail', 'reminders', 'counter-recount']);
    expect(listed.find((o) => o.queue === 'counter-recount')).toEqual({
      queue: 'counter-recount',
      kind: 'sqs',
      waiting,
      redriven: 0,
      refused: [],
    });
    expect(await redriveStage({ ...options, queue: 'counter-recount', dryRun: true })).toEqual([
      { queue: 'counter-recount', kind: 'sqs', waiting, redriven: 0, refused: [] },
    ]);
    expect(await ours()).toHaveLength(1);
    await expect(redriveStage({ ...options, queue: 'no-such-queue', dryRun: true })).rejects.toThrow(
      'No dead-letter queue no-such-queue in local; there are: mail, auth-mail, reminders, counter-recount',
    );

    const [moved] = await redriveStage({ ...options, queue: 'counter-recount', dryRun: false });
    expect(moved?.redriven).toBe(waiting);
    expect(log).toContain(`counter-recount: ${waiting} message(s) moved back to their queue.`);
    // Back in its queue, the message is received again by its consumer (still malformed, so it is
    // dead-lettered again after the queue's maximum receives): it really went back.
    await deadLettered(malformed);
    expect(await ours()).toEqual([
      expect.objectContaining({
        queue: 'lunia-local-counter-recount',
        attempts: eventHandlers.counterRecountWorker.source.maxReceiveCount,
      }),
    ]);
  });
});
