/**
 * The one local stack the integration project's global setup started (./stack-info.ts), with the
 * clients an integration file reaches it through, and the tokens of the demo staff for the tests that
 * act as them (the demo accounts are read-only: CONTRIBUTING.md, "Make your own data").
 */
import { inject } from 'vitest';
import { accessTokenFor, apiClient, DEMO, tableClient } from './local-clients';
import type { StackInfo } from './stack-info';

/** The shared stack, its HTTP API as a browser calls it, and its table. */
export function sharedStack() {
  const stack = inject('stack');
  return { stack, api: apiClient(stack), table: tableClient(stack) };
}

/** Access tokens of the demo admin and the demo support agent. */
export async function demoStaffTokens(stack: StackInfo) {
  const [admin, support] = await Promise.all([accessTokenFor(stack, DEMO.admin), accessTokenFor(stack, DEMO.support)]);
  return { admin, support };
}
