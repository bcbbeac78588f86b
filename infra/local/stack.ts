/**
 * The local cloud: every AWS service the product uses, on this machine, speaking the real wire
 * protocols, with the handlers running in this process. `npm start` and the integration tests
 * both start it through startLocalStack().
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '@lunia/shared/api/routes';
import { startApiGateway } from './api-gateway';
import { cognitoClient, startCognitoLocal } from './cognito-local';
import { startCognitoProxy } from './cognito-proxy';
import { startControlServer } from './control-server';
import { type DeadLetter, DeadLetterStore } from './dead-letters';
import { createDrain } from './drain';
import { ensureTable, startDynamoDbLocal } from './dynamodb-local';
import {
  applyHandlerEnvironment,
  handlerEnvironment,
  LOCAL_MODULE_SIGNING_SECRETS,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  LOCAL_TABLE_NAME,
  type LocalStripeSettings,
} from './handler-env';
import { createJwtAuthorizer } from './jwt-authorizer';
import { moduleStandInUrl, startModuleStandIns } from './modules/server';
import { choosePort, freePort, type ServiceName } from './ports';
import { onUnexpectedExit } from './processes';
import { LOCAL_BUCKETS, startS3Local } from './s3-local';
import { startLocalScheduler } from './scheduler';
import { ensureDemoAccounts } from './seed';
import { startSesLocal } from './ses-local';
import { startSqsLocal } from './sqs-local';
import { STREAM_POSITIONS_FILE, StreamPoller } from './stream-poller';
import { startStripeLocal } from './stripe/server';
import { ensureUserPool } from './user-pool';
import { startWebDevServer } from './web-dev-server';
import { startWebPreviewServer } from './web-preview-server';

export type { DeadLetter } from './dead-letters';

export interface LocalStackOptions {
  /** Persist DynamoDB, cognito-local, s3rver files and ids here; undefined = temporary, removed on stop. */
  dataDir?: string;
  /** Missing or 0 = pick a free port. */
  ports?: Partial<Record<ServiceName, number>>;
  /**
   * Also serve the web app (default false): `true` = the Vite dev server of web/; `{ distDir }` = that
   * production build (`npm run build -w web` with WEB_DIST_DIR) through `vite preview`, as the e2e tests do.
   */
  web?: boolean | { distDir: string; ready?: Promise<void> };
  /** Seed the demo accounts (default true). */
  seed?: boolean;
  /** Default console.log; tests pass a quiet one. */
  log?: (line: string) => void;
  /**
   * Billing against Stripe's own test mode instead of the local stand-in: the developer's test key
   * and the webhook signing secret `stripe listen` prints (README). Undefined = the stand-in.
   */
  stripe?: { secretKey: string; webhookSecret: string };
  /** The SES account's maximum send rate the SES stand-in enforces (./ses-send-rate.ts); default unlimited. */
  sesMaxSendRate?: number;
}

/** Stripe's API, for when billing runs against Stripe's test mode. */
const STRIPE_API = 'https://api.stripe.com';

export interface LocalStack {
  urls: {
    api: string;
    web?: string;
    mailViewer: string;
    mailStore: string;
    dynamodb: string;
    s3: string;
    cognito: string;
    /**
     * The Stripe API billing calls: the local stand-in (checkout pages at /checkout/:id, test hooks
     * under /__lunia/), or https://api.stripe.com when `stripe` credentials were given.
     */
    stripe: string;
    /** The stand-in landing pages of the modules a link opens (./modules/server.ts), by module. */
    modules: Record<'bookrx' | 'shift' | 'core', string>;
    /**
     * The stack's control endpoint (./control-server.ts): POST /drain and GET /dead-letters, for test
     * processes that cannot call drain() and deadLetters() on this object.
     */
    control: string;
  };
  env: Record<string, string>;
  userPool: { id: string; clientId: string };
  deadLetters(): DeadLetter[];
  /** Sends the SES stand-in refused over `sesMaxSendRate` so far, by the configuration set they named. */
  sesThrottled(): Readonly<Record<string, number>>;
  /**
   * Resolves when queue, stream, S3-event and webhook deliveries have caught up: idle, or when other
   * work keeps the stack busy, everything pending at the call and what it caused delivered
   * (./drain.ts); rejects after a timeout.
   */
  drain(): Promise<void>;
  /**
   * Tests: stops applying table changes, as if the stack were killed before the stream poller ran
   * (drain() no longer settles afterwards; stop() as usual).
   */
  stopStreamPoller(): Promise<void>;
  stop(): Promise<void>;
}

type Stopper = { name: string; stop: () => Promise<void> | void };

/** Stops in reverse start order; one failing stop does not keep the others alive. */
async function stopAll(stoppers: Stopper[], log: (line: string) => void): Promise<void> {
  for (const { name, stop } of [...stoppers].reverse()) {
    try {
      await stop();
    } catch (error) {
      log(`Stopping ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const persistent = options.dataDir !== undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lunia-local-'));
  mkdirSync(dataDir, { recursive: true });

  const ports: Record<ServiceName, number> = {
    dynamodb: 0,
    s3: 0,
    cognito: 0,
    ses: 0,
    sqs: 0,
    stripe: 0,
    modules: 0,
    api: 0,
    web: 0,
  };
  for (const service of Object.keys(ports) as ServiceName[]) {
    if (service === 'web' && !options.web) continue;
    if (service === 'stripe' && options.stripe) continue;
    ports[service] = await choosePort(service, options.ports?.[service]);
  }

  const stoppers: Stopper[] = [];
  if (!persistent) {
    // Removed on stop(), and also if the process ends without one (a test runner killed mid-run).
    const removeTemporaryData = () => rmSync(dataDir, { recursive: true, force: true });
    const forget = onUnexpectedExit(removeTemporaryData);
    stoppers.push({
      name: 'temporary data',
      stop: () => {
        forget();
        removeTemporaryData();
      },
    });
  }
  const deadLetters = new DeadLetterStore(persistent ? join(dataDir, 'dead-letters.jsonl') : undefined, log);
  const cognitoUrl = `http://127.0.0.1:${ports.cognito}`;

  try {
    // The emulators start in parallel; DynamoDB Local's JVM is the slowest (~3 s).
    const startDynamo = startDynamoDbLocal({
      port: ports.dynamodb,
      directory: persistent ? join(dataDir, 'dynamodb') : undefined,
      log,
    }).then((dynamo) => {
      stoppers.push({ name: 'DynamoDB Local', stop: dynamo.stop });
      return dynamo;
    });
    const startCognito = (async () => {
      const upstream = await startCognitoLocal({
        port: await freePort(),
        directory: join(dataDir, 'cognito'),
        issuerDomain: cognitoUrl,
        log,
      });
      stoppers.push({ name: 'cognito-local', stop: upstream.stop });
      const proxy = await startCognitoProxy({ port: ports.cognito, upstream: upstream.upstream, log });
      stoppers.push({ name: 'Cognito proxy', stop: proxy.stop });
      const admin = cognitoClient(proxy.url);
      try {
        const pool = await ensureUserPool(admin, dataDir, log);
        proxy.useUserPool(pool.id);
        return { ...pool, triggers: proxy.activity };
      } finally {
        admin.destroy();
      }
    })();
    const startS3 = startS3Local({ port: ports.s3, directory: join(dataDir, 's3'), log }).then((s3) => {
      stoppers.push({ name: 's3rver', stop: s3.stop });
      return s3;
    });
    const sesRate = options.sesMaxSendRate ? { maxSendRate: options.sesMaxSendRate } : {};
    const startSes = startSesLocal({ port: ports.ses, log, ...sesRate }).then((ses) => {
      stoppers.push({ name: 'SES local', stop: ses.stop });
      return ses;
    });
    const startSqs = startSqsLocal({ port: ports.sqs, deadLetters, log }).then((sqs) => {
      stoppers.push({ name: 'SQS local', stop: sqs.stop });
      return sqs;
    });
    // Stripe's stand-in delivers webhooks to the API gateway, which starts last on a port known now.
    const startStripe = options.stripe
      ? Promise.resolve(undefined)
      : startStripeLocal({
          port: ports.stripe,
          secretKey: LOCAL_STRIPE_SECRET_KEY,
          webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
          webhookUrl: `http://127.0.0.1:${ports.api}${routes.receivePaymentWebhook.path}`,
          siteUrl: options.web ? `http://127.0.0.1:${ports.web}` : 'http://127.0.0.1:5173',
          log,
        }).then((stripe) => {
          stoppers.push({ name: 'Stripe stand-in', stop: stripe.stop });
          return stripe;
        });
    // allSettled, not all: on a failure every starter must have finished (and registered its
    // stopper) before we stop them, or a late child process would outlive us.
    const started = await Promise.allSettled([
      startDynamo,
      startCognito,
      startS3,
      startSes,
      startSqs,
      startStripe,
    ] as const);
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    const [dynamo, userPool, s3, ses, sqs, stripe] = await Promise.all([
      startDynamo,
      startCognito,
      startS3,
      startSes,
      startSqs,
      startStripe,
    ]);
    const stripeSettings: LocalStripeSettings = options.stripe
      ? { secretKey: options.stripe.secretKey, webhookSecret: options.stripe.webhookSecret }
      : { secretKey: LOCAL_STRIPE_SECRET_KEY, webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET, apiUrl: stripe?.url };

    const env = handlerEnvironment({
      dynamodb: dynamo.endpoint,
      s3: s3.endpoint,
      sqs: sqs.endpoint,
      ses: ses.endpoint,
      cognito: cognitoUrl,
      documentsBucket: LOCAL_BUCKETS.documents,
      photosBucket: LOCAL_BUCKETS.photos,
      backupsBucket: LOCAL_BUCKETS.backups,
      mailQueueUrl: sqs.queueUrl('mail'),
      mailDeadLetterQueueUrl: sqs.deadLetterQueueUrl('mail'),
      authMailQueueUrl: sqs.queueUrl('auth-mail'),
      authMailDeadLetterQueueUrl: sqs.deadLetterQueueUrl('auth-mail'),
      reminderQueueUrl: sqs.queueUrl('reminders'),
      reminderDeadLetterQueueUrl: sqs.deadLetterQueueUrl('reminders'),
      counterRecountQueueUrl: sqs.queueUrl('counter-recount'),
      userPoolId: userPool.id,
      userPoolClientId: userPool.clientId,
      // Links in e-mails open the local web app (without one, e.g. in integration tests, a placeholder).
      siteUrl: options.web ? `http://127.0.0.1:${ports.web}` : 'http://127.0.0.1:5173',
      stripe: stripeSettings,
      moduleUrls: {
        bookrx: moduleStandInUrl(ports.modules, 'bookrx'),
        shift: moduleStandInUrl(ports.modules, 'shift'),
        core: moduleStandInUrl(ports.modules, 'core'),
      },
    });
    applyHandlerEnvironment(env);

    await ensureTable(dynamo.client, LOCAL_TABLE_NAME, log);
    const poller = new StreamPoller({
      endpoint: dynamo.endpoint,
      dynamodb: dynamo.client,
      tableName: LOCAL_TABLE_NAME,
      deadLetters,
      log,
      // Beside the table's files: the poller resumes after a restart where it stopped.
      ...(persistent ? { positionsFile: join(dataDir, STREAM_POSITIONS_FILE) } : {}),
    });
    await poller.start();
    stoppers.push({ name: 'stream poller', stop: () => poller.stop() });

    const gateway = await startApiGateway({
      port: ports.api,
      authorize: createJwtAuthorizer({
        issuer: `${cognitoUrl}/${userPool.id}`,
        jwksUrl: `${cognitoUrl}/${userPool.id}/.well-known/jwks.json`,
        clientId: userPool.clientId,
      }),
      log,
    });
    stoppers.push({ name: 'API gateway', stop: gateway.stop });
    // The modules' landing pages redeem links through the gateway, as a module team's server would.
    const modules = await startModuleStandIns({
      port: ports.modules,
      apiUrl: gateway.url,
      secrets: LOCAL_MODULE_SIGNING_SECRETS,
      log,
    });
    stoppers.push({ name: 'module stand-ins', stop: modules.stop });

    const webOptions = {
      port: ports.web,
      apiUrl: gateway.url,
      cognitoEndpoint: cognitoUrl,
      userPoolId: userPool.id,
      userPoolClientId: userPool.clientId,
    };
    const web =
      typeof options.web === 'object'
        ? await options.web.ready?.then(() =>
            startWebPreviewServer({ ...webOptions, distDir: (options.web as { distDir: string }).distDir }),
          )
        : options.web
          ? await startWebDevServer({ ...webOptions, log })
          : undefined;
    if (web) stoppers.push({ name: 'web server', stop: web.stop });

    // EventBridge schedules (the daily expiry job): once the stack is up, then hourly.
    const scheduler = startLocalScheduler({ log });
    stoppers.push({ name: 'scheduler', stop: async () => scheduler.stop() });

    const drain = createDrain({
      poller,
      sqs,
      activities: [
        s3.activity,
        ses.activity,
        userPool.triggers,
        scheduler.activity,
        ...(stripe ? [stripe.activity] : []),
      ],
    });
    const control = await startControlServer({ drain, deadLetters: () => deadLetters.list() });
    stoppers.push({ name: 'control server', stop: control.stop });
    let stopped = false;
    const stack: LocalStack = {
      urls: {
        api: gateway.url,
        ...(web ? { web: web.url } : {}),
        mailViewer: ses.viewerUrl,
        mailStore: ses.storeUrl,
        dynamodb: dynamo.endpoint,
        s3: s3.endpoint,
        cognito: cognitoUrl,
        stripe: stripe?.url ?? STRIPE_API,
        modules: modules.urls,
        control: control.url,
      },
      env,
      userPool: { id: userPool.id, clientId: userPool.clientId },
      deadLetters: () => deadLetters.list(),
      sesThrottled: () => ses.throttled,
      drain,
      stopStreamPoller: () => poller.stop(),
      async stop() {
        if (stopped) return;
        stopped = true;
        await stopAll(stoppers, log);
      },
    };

    if (options.seed ?? true) await ensureDemoAccounts(stack);
    await scheduler.runAll();
    return stack;
  } catch (error) {
    await stopAll(stoppers, log);
    throw error;
  }
}
