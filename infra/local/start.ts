/**
 * `npm start`: the whole product on this machine, on fixed ports, with data kept in <repo>/.data.
 * Ctrl-C, SIGTERM or SIGHUP to it, to npm or to the process group stops everything within seconds,
 * child processes included, and so does the end of npm or of this process itself (processes.ts).
 */
import { routes } from '@lunia/shared/api/routes';
import { watchLaunchers } from './launcher-watch';
import { DEFAULT_DATA_DIR } from './paths';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import { type LocalStack, type LocalStackOptions, startLocalStack } from './stack';

const DEFAULT_PORTS = {
  web: 5173,
  api: 4010,
  dynamodb: 8000,
  s3: 4569,
  cognito: 9229,
  ses: 8005,
  sqs: 9324,
  stripe: 12111,
  modules: 4020,
};

/**
 * Billing runs against the local Stripe stand-in unless the developer sets both STRIPE_SECRET_KEY
 * (a test-mode key) and STRIPE_WEBHOOK_SECRET (printed by `stripe listen`): then against Stripe's
 * test mode, with webhooks forwarded by the Stripe CLI (README).
 */
function stripeTestMode(): LocalStackOptions['stripe'] {
  const secretKey = process.env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret) {
    throw new Error(
      'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to use Stripe test mode, or neither to use the local stand-in.',
    );
  }
  if (!/^(sk|rk)_test_/.test(secretKey)) {
    throw new Error(
      'STRIPE_SECRET_KEY must be a test-mode key (sk_test_… or rk_test_…); npm start never uses live keys.',
    );
  }
  if (!webhookSecret.startsWith('whsec_')) {
    throw new Error('STRIPE_WEBHOOK_SECRET must be the signing secret `stripe listen` prints (whsec_…).');
  }
  return { secretKey, webhookSecret };
}

async function main(): Promise<void> {
  console.log('Starting the Lunia local stack…');
  let stack: LocalStack;
  let stripe: LocalStackOptions['stripe'];
  try {
    stripe = stripeTestMode();
    // A second copy beside a running one: LUNIA_PORTS=free picks free ports, LUNIA_DATA_DIR its own data.
    stack = await startLocalStack({
      dataDir: process.env.LUNIA_DATA_DIR || DEFAULT_DATA_DIR,
      ...(process.env.LUNIA_PORTS === 'free' ? {} : { ports: DEFAULT_PORTS }),
      web: true,
      ...(stripe ? { stripe } : {}),
    });
  } catch (error) {
    console.error(`\nThe local stack could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // performance.now() counts from process start, so this includes loading the modules.
  const seconds = (performance.now() / 1000).toFixed(1);

  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  console.log(
    [
      '',
      `Lunia is ready in ${seconds} s.`,
      '',
      `  Web          ${stack.urls.web ?? '(not started: web/vite.config.ts is missing)'}`,
      `  API          ${stack.urls.api}`,
      `  Mail viewer  ${stack.urls.mailViewer}`,
      stripe
        ? `  Stripe       test mode; forward webhooks with: stripe listen --forward-to ${stack.urls.api}${routes.receivePaymentWebhook.path}`
        : `  Stripe       ${stack.urls.stripe} (local stand-in: checkout pages, signed webhooks)`,
      `  Modules      ${Object.values(stack.urls.modules).join('  ')} (stand-in landing pages)`,
      '',
      `  Demo accounts (password ${DEMO_PASSWORD}):`,
      ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(width)}  ${a.role}`),
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
  watchLaunchers(() => void shutdown('npm start ended'));
}

void main();
