/**
 * A correlation id follows an API-started job to its e-mails (issue 26): an admin's bulk document
 * reminder sent with `x-correlation-id` is answered with the same header; the job's recipient chunk
 * carries the id through the table stream's fan-out, the reminder queue's message attribute and the
 * reminder worker, whose log lines name it, and the SES send is tagged `correlation_id` with it.
 *
 * The handlers must log in this process to be read, so the file runs a stack of its own
 * (../support/own-stack.ts, slot 5), reads the lines at INFO while a request runs, and puts a recording
 * pass-through in front of the SES stand-in (which does not keep tags).
 */
import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../infra/local/stack';
import { newAccount } from '../support/accounts';
import { capturedOutput } from '../support/captured-output';
import { accessTokenFor, DEMO, waitForMail } from '../support/local-clients';
import type { StackInfo } from '../support/stack-info';

const lines: string[] = [];
let stack: LocalStack | undefined;
let info: StackInfo;
let proxy: Server | undefined;
let logger: typeof import('../../functions/src/lib/logger').logger;
/** The SendEmail request bodies the functions sent, as SES received them. */
const sends: Record<string, unknown>[] = [];

beforeAll(async () => {
  ({ logger } = await import('../../functions/src/lib/logger'));
  const { startOwnStack } = await import('../support/own-stack');
  ({ stack, info } = await startOwnStack(5, { seed: true, log: (line) => lines.push(line) }));
  const ses = new URL(info.env.ENDPOINT_SES ?? '');
  proxy = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      if (incoming.url?.endsWith('/outbound-emails')) sends.push(JSON.parse(body.toString('utf8')));
      const forward = request(
        { host: ses.hostname, port: ses.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        },
      );
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => proxy?.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  // The handlers run in this process and read the endpoint at each send.
  process.env.ENDPOINT_SES = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  if (process.env.LUNIA_TEST_LOGS) console.log(lines.join('\n'));
}, 60_000);

/** Runs `work` with the functions logging at INFO and returns the JSON lines they wrote meanwhile. */
async function loggedDuring(work: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'INFO';
  logger.setLogLevel('INFO');
  let output: string;
  try {
    output = await capturedOutput(work);
  } finally {
    process.env.LOG_LEVEL = level;
    logger.setLogLevel((level as 'WARN') ?? 'WARN');
  }
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function sendBulkReminder(token: string, userIds: string[], correlationId: string) {
  const response = await fetch(`${info.urls.api}/api/admin/users/send-bulk-document-reminders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-correlation-id': correlationId,
    },
    body: JSON.stringify({ userIds, language: 'en' }),
  });
  return { status: response.status, header: response.headers.get('x-correlation-id'), text: await response.text() };
}

describe('a correlation id from the API request to the reminder e-mail', () => {
  it("is echoed, names the reminder worker's log lines and tags the SES send", async () => {
    const token = await accessTokenFor(info, DEMO.admin);
    const correlationId = `support-case-${Date.now().toString(36)}`;
    let recipient: { email: string; userId: string } = { email: '', userId: '' };
    let answer: Awaited<ReturnType<typeof sendBulkReminder>> | undefined;
    const logs = await loggedDuring(async () => {
      recipient = await newAccount(info, 'correlated');
      await stack?.drain();
      answer = await sendBulkReminder(token, [recipient.userId], correlationId);
      await stack?.drain();
    });
    expect(answer?.status, answer?.text).toBeLessThan(300);
    expect(answer?.header).toBe(correlationId);

    const workerLine = logs.find((line) => line.message === 'Reminder outcome counted' && line.status === 'sent');
    expect(workerLine, JSON.stringify(logs.slice(-20))).toBeDefined();
    expect(workerLine?.correlation_id).toBe(correlationId);
    // Nothing the request caused logs under another id.
    const jobId = String(JSON.parse(answer?.text ?? '{}').jobId);
    const jobLines = logs.filter((line) => line.jobId === jobId);
    expect(jobLines.length).toBeGreaterThan(0);
    expect(jobLines.every((line) => line.correlation_id === correlationId)).toBe(true);

    await waitForMail(info, recipient.email);
    // The reminder is the recipient's newest e-mail (registering sent them their code first).
    const send = sends.findLast((body) =>
      ((body.Destination as { ToAddresses?: string[] })?.ToAddresses ?? []).includes(recipient.email),
    );
    expect(send?.EmailTags).toEqual([{ Name: 'correlation_id', Value: correlationId }]);
  });

  it('replaces an ill-formed incoming id with the request id', async () => {
    const token = await accessTokenFor(info, DEMO.admin);
    let answer: Awaited<ReturnType<typeof sendBulkReminder>> | undefined;
    const logs = await loggedDuring(async () => {
      answer = await sendBulkReminder(token, ['correlation-nobody'], 'not a valid id; <script>');
      await stack?.drain();
    });
    expect(answer?.status, answer?.text).toBeLessThan(300);
    expect(answer?.header).toMatch(/^[A-Za-z0-9-]{1,64}$/);
    expect(answer?.header).not.toContain('script');
    // The unknown recipient fails: the worker counts it under the request's id.
    const jobId = String(JSON.parse(answer?.text ?? '{}').jobId);
    const workerLine = logs.find((line) => line.message === 'Reminder outcome counted' && line.jobId === jobId);
    expect(workerLine, JSON.stringify(logs.slice(-20))).toMatchObject({
      status: 'failed',
      correlation_id: answer?.header,
    });
  });
});
