import type { TestProject } from 'vitest/node';
import type { LocalStack } from '../../infra/local/stack';
import type { StackInfo } from '../support/stack-info';
import { prepareTestStackEnvironment } from '../support/test-stack-environment';

/**
 * Starts one local stack (in memory, free ports, demo accounts seeded) for the integration run. The
 * test files run in parallel worker processes against it: each makes its own accounts and
 * organizations, and waits for the stack's deliveries through its control endpoint
 * (../support/drain.ts).
 *
 * Both integration projects (the files that share their worker's modules and those that need their
 * own: vitest.config.ts) name this setup, and Vitest calls it once per project in its main process:
 * the first call starts the stack, the second uses it, and the last teardown stops it.
 */
interface Shared {
  started: Promise<{ stack: LocalStack; lines: string[] }>;
  users: number;
}

const KEY = Symbol.for('lunia.integration-stack');
const registry = globalThis as typeof globalThis & { [KEY]?: Shared };

async function start() {
  const { startLocalStack } = await import('../../infra/local/stack');
  const lines: string[] = [];
  const stack = await startLocalStack({ seed: true, web: false, log: (line) => lines.push(line) });
  return { stack, lines };
}

export default async function setup(project: TestProject) {
  prepareTestStackEnvironment();
  registry[KEY] ??= { started: start(), users: 0 };
  const shared = registry[KEY];
  shared.users++;
  const { stack, lines } = await shared.started;
  const info: StackInfo = { urls: stack.urls, env: stack.env, userPool: stack.userPool };
  project.provide('stack', info);
  return async () => {
    shared.users--;
    if (shared.users > 0) return;
    delete registry[KEY];
    const dead = stack.deadLetters();
    if (dead.length > 0) console.warn(`Dead letters during the run: ${JSON.stringify(dead)}`);
    await stack.stop();
    if (process.env.LUNIA_TEST_LOGS) console.log(lines.join('\n'));
  };
}
