import { describe, expect, it } from 'vitest';
import { AwsCallError } from './aws-json-call';
import { isRetryable, type RetryPolicy, withRetries } from './retry';

function policy(waits: number[], random = 0.5): RetryPolicy {
  return {
    attempts: 3,
    baseMs: 100,
    capMs: 150,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => random,
  };
}

function failingThen<T>(errors: Error[], value: T) {
  let calls = 0;
  const call = async () => {
    calls += 1;
    const error = errors.shift();
    if (error) throw error;
    return value;
  };
  return { call, calls: () => calls };
}

describe('retries of hand-signed AWS calls', () => {
  it('retries throttling and 5xx with jittered, capped exponential waits, then answers', async () => {
    const waits: number[] = [];
    const { call, calls } = failingThen(
      [new AwsCallError('ThrottlingException', 'Rate exceeded', 400), new AwsCallError('InternalFailure', 'x', 500)],
      'ok',
    );
    await expect(withRetries(call, policy(waits))).resolves.toBe('ok');
    expect(calls()).toBe(3);
    // 0.5 × min(150, 100·2^0) = 50, then 0.5 × min(150, 100·2^1) = 75.
    expect(waits).toEqual([50, 75]);
  });

  it('gives up after the last attempt with the last error', async () => {
    const { call, calls } = failingThen(
      [1, 2, 3].map((n) => new AwsCallError('ServiceUnavailable', `down ${n}`, 503)),
      'never',
    );
    await expect(withRetries(call, policy([]))).rejects.toThrow('down 3');
    expect(calls()).toBe(3);
  });

  it('does not retry what another attempt would not fix', async () => {
    const { call, calls } = failingThen([new AwsCallError('AccessDeniedException', 'no', 400)], 'never');
    await expect(withRetries(call, policy([]))).rejects.toThrow('no');
    expect(calls()).toBe(1);
  });

  it.each([
    [new AwsCallError('TooManyRequestsException', '', 400), true],
    [new AwsCallError('UserNotFoundException', '', 400), false],
    [new AwsCallError('UnknownError', '', 502), true],
    [new AwsCallError('SlowDown', '', 503), true],
    [Object.assign(new Error('fetch failed'), { name: 'TypeError' }), true],
    [Object.assign(new Error('timed out'), { name: 'TimeoutError' }), true],
    [new Error('a bug'), false],
    ['not an error', false],
  ])('%s retryable: %s', (error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });
});
