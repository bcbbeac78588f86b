import { startLocalStack } from '../../infra/local/stack';
import type { StackInfo } from '../support/stack-info';

/** Starts the whole local stack with the web app; workers read where it is from the environment. */
export default async function globalSetup() {
  const lines: string[] = [];
  const stack = await startLocalStack({ seed: true, web: true, log: (line) => lines.push(line) });
  const info: StackInfo = { urls: stack.urls, env: stack.env, userPool: stack.userPool };
  process.env.LUNIA_STACK = JSON.stringify(info);
  return async () => {
    await stack.stop();
    if (process.env.LUNIA_TEST_LOGS) console.log(lines.join('\n'));
  };
}
