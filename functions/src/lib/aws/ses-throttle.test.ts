import { describe, expect, it } from 'vitest';
import { AwsCallError } from './aws-json-call';
import { DEFAULT_RETRY_POLICY } from './retry';
import { isSendThrottled, sendThroughThrottling, THROTTLED_SEND_POLICY } from './ses-throttle';

const instant = { ...THROTTLED_SEND_POLICY, sleep: async () => undefined, random: () => 0.5 };
const throttled = () => new AwsCallError('TooManyRequestsException', 'Maximum sending rate exceeded.', 429);

describe('transactional sends through SES throttling (issue 39)', () => {
  it('tries a throttled send again until a slot frees', async () => {
    let calls = 0;
    const id = await sendThroughThrottling(async () => {
      calls++;
      if (calls < 4) throw throttled();
      return 'm-1';
    }, instant);
    expect(id).toBe('m-1');
    expect(calls).toBe(4);
  });

  it('gives up after the policy’s attempts with SES’s own error', async () => {
    let calls = 0;
    await expect(
      sendThroughThrottling(async () => {
        calls++;
        throw throttled();
      }, instant),
    ).rejects.toMatchObject({ name: 'TooManyRequestsException', status: 429 });
    expect(calls).toBe(THROTTLED_SEND_POLICY.attempts);
  });

  it('fails at once on anything but a throttle, 5xx included (the signed call retried those already)', async () => {
    for (const error of [
      new AwsCallError('MessageRejected', 'Email address is not verified.', 400),
      new AwsCallError('InternalFailure', 'boom', 500),
    ]) {
      let calls = 0;
      await expect(
        sendThroughThrottling(async () => {
          calls++;
          throw error;
        }, instant),
      ).rejects.toBe(error);
      expect(calls).toBe(1);
    }
  });

  it('knows SES’s throttles by status or name, and waits about 3 s at most', () => {
    expect(isSendThrottled(throttled())).toBe(true);
    expect(isSendThrottled(new AwsCallError('ThrottlingException', 'Maximum sending rate exceeded.', 400))).toBe(true);
    expect(isSendThrottled(new AwsCallError('LimitExceededException', 'x', 400))).toBe(false);
    expect(isSendThrottled('429')).toBe(false);
    const longest = Array.from({ length: THROTTLED_SEND_POLICY.attempts - 1 }, (_, n) =>
      Math.min(THROTTLED_SEND_POLICY.capMs, THROTTLED_SEND_POLICY.baseMs * 2 ** n),
    ).reduce((sum, ms) => sum + ms, 0);
    expect(longest).toBe(3000);
    expect(THROTTLED_SEND_POLICY.attempts).toBeGreaterThan(DEFAULT_RETRY_POLICY.attempts);
  });
});
