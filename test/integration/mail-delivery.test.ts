/**
 * Mail delivery is at least once and, by the dedupe key, not twice (issue 13): the mail worker keeps
 * a Powertools idempotency record per dedupe key instead of claiming before the send, so a send that
 * fails is retried and delivered, and a redelivered message after a send is not sent again. Its log
 * lines carry no e-mail address.
 */
import { createServer, request, type Server } from 'node:http';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { capturedOutput } from '../support/captured-output';
import { drainStack } from '../support/drain';
import { accessTokenFor, apiClient, DEMO, mailsTo, uniqueEmail, waitForMail } from '../support/local-clients';

const stack = inject('stack');
const sqs = new SQSClient({
  region: 'us-east-1',
  endpoint: stack.env.ENDPOINT_SQS,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

const message = (to: string, dedupeKey: string) => ({
  template: 'contact-message-received',
  to,
  language: 'es',
  data: {},
  dedupeKey,
});

describe('the mail queue', () => {
  it('sends one e-mail when the same message is delivered three times', async () => {
    const to = uniqueEmail('redelivered');
    const body = JSON.stringify(message(to, `redelivery#${to}`));
    for (let i = 0; i < 3; i++) {
      await sqs.send(new SendMessageCommand({ QueueUrl: stack.env.MAIL_QUEUE_URL, MessageBody: body }));
    }
    await waitForMail(stack, to);
    await drainStack(stack);
    expect(await mailsTo(stack, to)).toHaveLength(1);
  });
});

describe('system health', () => {
  it('lists the auth mail queue beside the mail queue', async () => {
    const health = await apiClient(stack)('GET', '/api/admin/system-health', {
      token: await accessTokenFor(stack, DEMO.admin),
    });
    expect(health.status, health.text).toBe(200);
    const names = (health.body.queues as { name: string }[]).map((queue) => queue.name);
    expect(names).toEqual(expect.arrayContaining(['mail', 'auth-mail', 'reminders']));
  });
});

describe('the mail worker, run in this process against the local table and SES', () => {
  /** A way to SES that fails the next `failures` requests with a 503, then passes requests through. */
  let proxy: Server;
  let failures = 0;
  let handler: (event: SQSEvent) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>;

  beforeAll(async () => {
    const ses = new URL(stack.env.ENDPOINT_SES ?? '');
    proxy = createServer((incoming, outgoing) => {
      if (failures > 0) {
        failures--;
        incoming.resume();
        outgoing.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"Service Unavailable"}');
        return;
      }
      const forward = request(
        { host: ses.hostname, port: ses.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        },
      );
      incoming.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const address = proxy.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // The worker's logger reads LOG_LEVEL when first imported: INFO here, where its lines are checked
    // (the integration run's default is WARN, see ./global-setup.ts).
    Object.assign(process.env, stack.env, { ENDPOINT_SES: `http://127.0.0.1:${port}`, LOG_LEVEL: 'INFO' });
    ({ handler } = await import('../../functions/src/events/mail-worker'));
  });

  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
  });

  const recordOf = (body: unknown, messageId: string): SQSEvent => ({
    Records: [
      {
        messageId,
        receiptHandle: messageId,
        body: JSON.stringify(body),
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: String(Date.now()),
          SenderId: 'local',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:lunia-local-mail',
        awsRegion: 'us-east-1',
      },
    ],
  });

  it('a brief SES outage is retried within the call (backoff and jitter): delivered at once', async () => {
    const to = uniqueEmail('brief');
    failures = 1;
    const first = await handler(recordOf(message(to, `brief#${to}`), 'brief-1'));
    expect(first.batchItemFailures).toEqual([]);
    expect(failures).toBe(0);
    expect(await mailsTo(stack, to)).toHaveLength(1);
  });

  it('a send failing every attempt goes back to the queue and is delivered once; a later redelivery sends nothing', async () => {
    const to = uniqueEmail('retried');
    // A dedupe key with the address in it, as some senders build them: it must not reach the logs.
    const body = message(to, `retry#${to}`);
    const logs = await capturedOutput(async () => {
      // Every attempt of the call fails (functions/src/lib/aws/retry.ts tries 3 times).
      failures = 3;
      const first = await handler(recordOf(body, 'attempt-1'));
      expect(first.batchItemFailures).toEqual([{ itemIdentifier: 'attempt-1' }]);
      expect(failures).toBe(0);
      expect(await mailsTo(stack, to)).toHaveLength(0);
      const second = await handler(recordOf(body, 'attempt-2'));
      expect(second.batchItemFailures).toEqual([]);
      const third = await handler(recordOf(body, 'attempt-3'));
      expect(third.batchItemFailures).toEqual([]);
    });
    const mails = await mailsTo(stack, to);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Hemos recibido su mensaje');
    expect(logs).toContain('Mail send failed');
    expect(logs).toContain('Mail sent');
    expect(logs.toLowerCase()).not.toContain(to.toLowerCase());
    expect(logs.toLowerCase()).not.toContain(to.split('@')[0]?.toLowerCase());
  });
});
