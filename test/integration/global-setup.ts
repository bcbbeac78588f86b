import type { TestProject } from 'vitest/node';
import type { StackInfo } from '../support/stack-info';

/**
 * Starts one local stack (in memory, free ports, demo accounts seeded) for the integration run. The
 * test files run in parallel worker processes against it: each makes its own accounts and
 * organizations, and waits for the stack's deliveries through its control endpoint
 * (../support/drain.ts).
 */
export default async function setup(project: TestProject) {
  // The handlers' Powertools logger reads LOG_LEVEL when it is first imported: set it before the
  // stack (and the functions code it imports) loads. Workers inherit it. LOG_LEVEL=INFO to see all.
  process.env.LOG_LEVEL ??= 'WARN';
  const { startLocalStack } = await import('../../infra/local/stack');
  const lines: string[] = [];
  const stack = await startLocalStack({ seed: true, web: false, log: (line) => lines.push(line) });
  const info: StackInfo = { urls: stack.urls, env: stack.env, userPool: stack.userPool };
  project.provide('stack', info);
  return async () => {
    const dead = stack.deadLetters();
    if (dead.length > 0) console.warn(`Dead letters during the run: ${JSON.stringify(dead)}`);
    await stack.stop();
    if (process.env.LUNIA_TEST_LOGS) console.log(lines.join('\n'));
  };
}
