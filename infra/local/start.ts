/**
 * `npm start`: the whole product on this machine, on fixed ports, with data kept in <repo>/.data.
 * Ctrl-C stops everything, child processes included.
 */
import { DEFAULT_DATA_DIR } from './paths';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import { type LocalStack, startLocalStack } from './stack';

const DEFAULT_PORTS = { web: 5173, api: 4010, dynamodb: 8000, s3: 4569, cognito: 9229, ses: 8005, sqs: 9324 };

async function main(): Promise<void> {
  console.log('Starting the Lunia local stack…');
  let stack: LocalStack;
  try {
    stack = await startLocalStack({ dataDir: DEFAULT_DATA_DIR, ports: DEFAULT_PORTS, web: true });
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
}

void main();
