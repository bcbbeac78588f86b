/**
 * Waits until the local stack has delivered what is pending — the table stream's reactions, the SQS
 * queues (e-mails, reminders), S3 upload checks, Cognito triggers, the Stripe stand-in's webhooks,
 * scheduled jobs — and what that caused, through the stack's control endpoint (POST /drain, see
 * infra/local/control-server.ts and infra/local/drain.ts). Use it before checking that something was
 * NOT sent or changed, instead of sleeping "long enough"; to wait FOR something (an e-mail, a list
 * entry), poll for it (waitForMail, eventually).
 *
 * Other test files run at the same time on the same stack: drainStack does not wait for the stack to
 * be quiet, only for the work that exists when it is called (and its consequences) to be done. A queue
 * message whose delivery failed and that waits for its next receive counts as done: to see what its
 * retries lead to (a dead letter), poll (`deadLettersOf` with `eventually`).
 * Throws when the stack reports it could not drain (503) or answers anything but 204.
 */
import type { DeadLetter } from '../../infra/local/dead-letters';
import type { StackInfo } from './stack-info';

export async function drainStack(stack: StackInfo): Promise<void> {
  const response = await fetch(`${stack.urls.control}/drain`, { method: 'POST' });
  if (response.status === 204) return;
  throw new Error(`The local stack did not drain (${response.status}): ${await response.text()}`);
}

/** Messages and stream records the stack gave up on so far (all test files'). */
export async function deadLettersOf(stack: StackInfo): Promise<DeadLetter[]> {
  const response = await fetch(`${stack.urls.control}/dead-letters`);
  if (response.status !== 200) throw new Error(`GET /dead-letters answered ${response.status}`);
  return (await response.json()) as DeadLetter[];
}
