/**
 * Retries of hand-signed AWS calls (issue 26, resilience): throttling, 5xx answers and network
 * failures are tried again with exponential backoff and full jitter (a random wait between 0 and
 * min(cap, base · 2^attempt)), as the AWS SDKs do, so a brief throttle or a restarting endpoint does
 * not fail a request or send a queue message round again. Other errors (4xx: validation, not found,
 * access denied) fail at once.
 */

/** Error names AWS services use for throttling (JSON and REST-JSON protocols, S3). */
const THROTTLING = new Set([
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'ProvisionedThroughputExceededException',
  'RequestThrottled',
  'RequestThrottledException',
  'LimitExceededException',
  'SlowDown',
]);

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  baseMs: number;
  capMs: number;
  /** Waits; tests pass their own. */
  sleep: (ms: number) => Promise<void>;
  /** In [0, 1); tests pass their own. */
  random: () => number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 3,
  baseMs: 100,
  capMs: 2000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/** Whether an error (an AwsCallError-like `{ name, status }` or a network failure) is worth retrying. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number') return status >= 500 || status === 429 || THROTTLING.has(error.name);
  if (THROTTLING.has(error.name)) return true;
  // fetch() rejects with a TypeError on a network failure and a TimeoutError on AbortSignal.timeout.
  return error.name === 'TypeError' || error.name === 'TimeoutError' || error.name === 'AbortError';
}

/** Runs `call` until it succeeds, fails with an error that is not retryable, or runs out of attempts. */
export async function withRetries<T>(call: () => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY_POLICY): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt + 1 >= policy.attempts || !isRetryable(error)) throw error;
      const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** attempt);
      await policy.sleep(Math.floor(policy.random() * ceiling));
    }
  }
}
