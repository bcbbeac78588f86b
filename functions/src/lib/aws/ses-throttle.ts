/**
 * Transactional mail over SES's account rate (issue 39). SES refuses a send over the account's
 * maximum send rate with a throttling error and asks senders to retry with backoff
 * (https://docs.aws.amazon.com/ses/latest/dg/manage-sending-quotas-errors.html). Each signed call
 * already retries twice within a few hundred milliseconds (./retry.ts); a code or a notice that is
 * still refused would otherwise go back to its queue and wait out the visibility timeout (minutes).
 * Bulk mail leaves headroom under the rate (infra/lib/stage-config.ts), so a slot frees within a
 * second or two: a transactional send waits for it here, with full jitter, for about 3 s at most.
 * Only throttling is retried here; anything else fails as before.
 */
import { DEFAULT_RETRY_POLICY, type RetryPolicy, withRetries } from './retry';

export const THROTTLED_SEND_POLICY: RetryPolicy = { ...DEFAULT_RETRY_POLICY, attempts: 6, baseMs: 200, capMs: 800 };

/** Whether SES refused a send for the account's rate (429, or a throttling error name). */
export function isSendThrottled(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { status?: unknown }).status;
  return status === 429 || error.name === 'TooManyRequestsException' || error.name === 'ThrottlingException';
}

class NotThrottled extends Error {
  constructor(readonly original: unknown) {
    super('not throttled');
    this.name = 'NotThrottled';
  }
}

/** Runs a send, trying it again while SES throttles it (THROTTLED_SEND_POLICY); other errors at once. */
export async function sendThroughThrottling<T>(
  send: () => Promise<T>,
  policy: RetryPolicy = THROTTLED_SEND_POLICY,
): Promise<T> {
  try {
    return await withRetries(async () => {
      try {
        return await send();
      } catch (error) {
        // withRetries stops at an error it does not retry: anything but a throttle is wrapped as one.
        throw isSendThrottled(error) ? error : new NotThrottled(error);
      }
    }, policy);
  } catch (error) {
    throw error instanceof NotThrottled ? error.original : error;
  }
}
