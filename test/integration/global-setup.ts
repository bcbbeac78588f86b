import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack';
import type { StackInfo } from '../support/stack-info';

/** Starts one local stack (in memory, free ports, demo accounts seeded) for the integration run. */
export default async function setup(project: TestProject) {
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
