/**
 * The SES account's maximum send rate, for the SES stand-in (./ses-local.ts) when a stack is started
 * with one (the mail-priority bench; `npm start` and the tests run unlimited). SES counts the sends of
 * the whole account per second and refuses one over the rate with a throttling error ("Maximum sending
 * rate exceeded", https://docs.aws.amazon.com/ses/latest/dg/manage-sending-quotas-errors.html; the
 * v2 API answers 429 TooManyRequestsException). A sliding one-second window of accepted sends stands
 * in for it: every stream, bulk or transactional, counts against the same rate.
 */
export interface SendRateLimit {
  /** Whether a send may go now; a send that may is counted. `label`: what refusals are counted by. */
  tryAcquire(label?: string): boolean;
  /** Sends refused so far, by label (the configuration set the send named). */
  readonly refused: Readonly<Record<string, number>>;
}

export function sendRateLimit(perSecond: number, now: () => number = () => performance.now()): SendRateLimit {
  const accepted: number[] = [];
  const refused: Record<string, number> = {};
  return {
    tryAcquire(label = '') {
      const at = now();
      while (accepted.length > 0 && (accepted[0] ?? 0) <= at - 1000) accepted.shift();
      if (accepted.length >= perSecond) {
        refused[label] = (refused[label] ?? 0) + 1;
        return false;
      }
      accepted.push(at);
      return true;
    },
    get refused() {
      return refused;
    },
  };
}

/** SES v2's answer to a send over the account's rate. */
export const THROTTLED_ANSWER = {
  status: 429,
  headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'TooManyRequestsException' },
  body: JSON.stringify({ message: 'Maximum sending rate exceeded.' }),
} as const;
