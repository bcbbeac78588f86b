import { test as base } from '@playwright/test';
import type { StackInfo } from '../support/stack-info';

/** The stack the global setup started (./global-setup.ts), as it told the workers through the environment. */
export function stackFromEnvironment(): StackInfo {
  const raw = process.env.LUNIA_STACK;
  if (!raw) throw new Error('The e2e global setup did not start the local stack');
  return JSON.parse(raw) as StackInfo;
}

/** The running stack, and the web app as the base URL of every page. */
export const test = base.extend<{ stack: StackInfo }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
  stack: async ({}, use) => {
    await use(stackFromEnvironment());
  },
  baseURL: async ({ stack }, use) => {
    if (!stack.urls.web) throw new Error('The local stack was started without the web app');
    await use(stack.urls.web);
  },
});

export { expect } from '@playwright/test';
