/**
 * SES stand-in: aws-ses-v2-local, in this process (it exports its server), behind a small front
 * server on the SES port. Received mail is kept in memory; GET /store returns it as JSON (tests read
 * it), / is a mail viewer for people. Do not use SendTemplatedEmail or VerifyEmailIdentity against it:
 * they hang.
 *
 * The front server passes every request through and, like SES, publishes the events of the mailbox
 * simulator's addresses (./ses-simulator.ts) for a SendEmail that names a configuration set: it
 * invokes the `ses-events` consumers of the event manifest asynchronously, as EventBridge does
 * (two retries, then the event is dropped), so bounces and complaints reach the suppression list.
 *
 * `GET /store?to=<address>` is answered by the front server from the same store: only the mail whose
 * recipients contain the text. Tests wait for one person's mail many times a run, and the whole store
 * (every mail of every test so far, bodies included) was serialized, copied and parsed for each look.
 *
 * Message headers (`Content.Simple.Headers`, issue 39: the one-click unsubscribe): the front server
 * refuses, as SES does, headers SES would refuse (./ses-headers.ts); the store keeps the accepted ones
 * (each stored mail's `headers`, `{ name, value }`), and the viewer shows them under each message.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import * as sesLocalModule from 'aws-ses-v2-local';
import { getStoreReadonly } from 'aws-ses-v2-local/dist/store.js';
import { eventHandlerEntries } from '../../functions/src/events/manifest';
import { closeHttpServer, listen, readBody } from './http-server';
import { ActivityCounter, describeError, invokeHandler } from './lambda-runtime';
import { freePort } from './ports';
import { sesHeaderProblem } from './ses-headers';
import { sendRateLimit, THROTTLED_ANSWER } from './ses-send-rate';
import { type SentMail, simulatorEvents, simulatorScenario } from './ses-simulator';

type StartSesServer = (config?: { host?: string; port?: number }) => Promise<Server>;

/** The package is CommonJS with `exports.default`; depending on the loader we get either shape. */
function sesServerFactory(): StartSesServer {
  const candidate = sesLocalModule as unknown as { default: unknown };
  const inner = candidate.default as StartSesServer | { default: StartSesServer };
  return typeof inner === 'function' ? inner : inner.default;
}

export interface SesLocal {
  endpoint: string;
  viewerUrl: string;
  storeUrl: string;
  /** Event deliveries to the `ses-events` consumers (the stack's drain waits for them). */
  activity: ActivityCounter;
  /** Sends refused over the account's rate (`maxSendRate`), by the configuration set they named. */
  readonly throttled: Readonly<Record<string, number>>;
  stop(): Promise<void>;
}

const SEND_EMAIL_PATH = '/v2/email/outbound-emails';
const MAX_BODY_BYTES = 12 * 1024 * 1024;
/** EventBridge invokes Lambda asynchronously: two retries on failure, then the event is dropped. */
const ASYNC_INVOKE_ATTEMPTS = 3;

const sesEventConsumers = () =>
  eventHandlerEntries
    .filter(([, def]) => def.status === 'implemented' && def.source.type === 'ses-events')
    .map(([, def]) => def.handler);

async function deliver(handler: string, event: unknown, log: (line: string) => void): Promise<void> {
  for (let attempt = 1; attempt <= ASYNC_INVOKE_ATTEMPTS; attempt++) {
    try {
      await invokeHandler(handler, event);
      return;
    } catch (error) {
      log(`ses event: ${handler} failed (attempt ${attempt}/${ASYNC_INVOKE_ATTEMPTS}): ${describeError(error)}`);
      if (attempt < ASYNC_INVOKE_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
  log(`ses event: giving up on ${handler}`);
}

interface SendEmailRequest {
  ConfigurationSetName?: string;
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  Content?: { Simple?: { Subject?: { Data?: string } } };
}

/** The configuration set a SendEmail request names ('' for none or an unreadable body). */
function configurationSetOf(body: Buffer): string {
  try {
    return String((JSON.parse(body.toString('utf8')) as SendEmailRequest).ConfigurationSetName ?? '');
  } catch {
    return '';
  }
}

/** The accepted send, when it names a configuration set and has a simulator recipient. */
function simulatedSend(body: Buffer, answer: string): SentMail | undefined {
  let request: SendEmailRequest;
  let messageId: unknown;
  try {
    request = JSON.parse(body.toString('utf8')) as SendEmailRequest;
    messageId = (JSON.parse(answer) as { MessageId?: unknown }).MessageId;
  } catch {
    return undefined;
  }
  const to = [
    ...(request.Destination?.ToAddresses ?? []),
    ...(request.Destination?.CcAddresses ?? []),
    ...(request.Destination?.BccAddresses ?? []),
  ];
  if (!request.ConfigurationSetName || typeof messageId !== 'string') return undefined;
  if (!to.some((address) => simulatorScenario(address) !== undefined)) return undefined;
  return {
    messageId,
    from: request.FromEmailAddress ?? '',
    to,
    subject: request.Content?.Simple?.Subject?.Data ?? '',
    configurationSet: request.ConfigurationSetName,
    sentAt: new Date(),
  };
}

/** The `Content.Simple.Headers` of a SendEmail body (undefined when it has none or is not JSON). */
function headersOf(body: Buffer): unknown {
  try {
    return (JSON.parse(body.toString('utf8')) as { Content?: { Simple?: { Headers?: unknown } } }).Content?.Simple
      ?.Headers;
  } catch {
    return undefined;
  }
}

/** The package's viewer with each message's headers listed under its Reply-To line (unchanged if the line moved). */
// biome-ignore lint/suspicious/noTemplateCurlyInString: the viewer page's own template text, matched literally
const VIEWER_REPLY_TO_LINE = "${e.replyTo.length ? `<p><b>Reply to:</b> ${escape(e.replyTo.join(', '))}</p>` : ''}";
function withHeadersShown(page: string): string {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template text for the viewer page, not for this file
  const headers = "${(e.headers ?? []).map(h => `<p><b>${escape(h.name)}:</b> ${escape(h.value)}</p>`).join('')}";
  return page.replace(VIEWER_REPLY_TO_LINE, `${VIEWER_REPLY_TO_LINE}\n${headers}`);
}

export async function startSesLocal(options: {
  port: number;
  log?: (line: string) => void;
  /** The account's maximum send rate (e-mails a second, ./ses-send-rate.ts); unset: unlimited. */
  maxSendRate?: number;
}): Promise<SesLocal> {
  const log = options.log ?? (() => undefined);
  const rate = options.maxSendRate ? sendRateLimit(options.maxSendRate) : undefined;
  const innerPort = await freePort();
  const server = await sesServerFactory()({ host: '127.0.0.1', port: innerPort });
  const inner = `http://127.0.0.1:${innerPort}`;
  const activity = new ActivityCounter();

  async function passThrough(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request, MAX_BODY_BYTES);
    const url = new URL(request.url ?? '/', inner);
    const recipient = url.searchParams.get('to');
    if (request.method === 'GET' && url.pathname === '/store' && recipient) {
      const emails = getStoreReadonly().emails.filter((mail) =>
        mail.destination.to.some((address) => address.includes(recipient)),
      );
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ emails }));
      return;
    }
    if (
      rate &&
      request.method === 'POST' &&
      (request.url ?? '').split('?')[0] === SEND_EMAIL_PATH &&
      !rate.tryAcquire(configurationSetOf(body))
    ) {
      response.writeHead(THROTTLED_ANSWER.status, THROTTLED_ANSWER.headers);
      response.end(THROTTLED_ANSWER.body);
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || ['host', 'content-length', 'connection'].includes(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const method = request.method ?? 'GET';
    const path = (request.url ?? '').split('?')[0];
    if (method === 'POST' && path === SEND_EMAIL_PATH) {
      const problem = sesHeaderProblem(headersOf(body));
      if (problem) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: problem, __type: 'BadRequestException' }));
        return;
      }
    }
    const answer = await fetch(`${inner}${request.url ?? '/'}`, {
      method,
      headers,
      ...(method === 'GET' || method === 'HEAD' ? {} : { body: new Uint8Array(body) }),
    });
    let text = Buffer.from(await answer.arrayBuffer());
    if (method === 'POST' && path === SEND_EMAIL_PATH && answer.ok) {
      const sent = simulatedSend(body, text.toString('utf8'));
      // Published after SES accepted the mail, as SES does: the sender has its answer first.
      if (sent) {
        for (const event of simulatorEvents(sent)) {
          for (const handler of sesEventConsumers()) void activity.track(() => deliver(handler, event, log));
        }
      }
    }
    if (method === 'GET' && path === '/' && answer.ok) text = Buffer.from(withHeadersShown(text.toString('utf8')));
    const type = answer.headers.get('content-type');
    response.writeHead(answer.status, type ? { 'content-type': type } : {});
    response.end(text);
  }

  const front = await listen((request, response) => {
    passThrough(request, response).catch((error: unknown) => {
      log(`SES stand-in: ${describeError(error)}`);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'SES stand-in failed' }));
    });
  }, options.port);
  const endpoint = `http://127.0.0.1:${options.port}`;
  // The store lives in the module, so a stack restarted in the same process would see old mail.
  await fetch(`${inner}/clear-store`, { method: 'POST' });
  return {
    endpoint,
    viewerUrl: `${endpoint}/`,
    storeUrl: `${endpoint}/store`,
    activity,
    get throttled() {
      return rate?.refused ?? {};
    },
    async stop() {
      await closeHttpServer(front);
      await closeHttpServer(server);
    },
  };
}
