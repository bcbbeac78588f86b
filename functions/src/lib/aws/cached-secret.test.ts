import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AwsJsonCall } from './aws-json-call';
import { cachedSecret } from './cached-secret';

/** What each GetSecretValue call answers, by ARN, taken in order; every request is recorded. */
const secrets = vi.hoisted(() => ({
  answers: new Map<string, (() => Promise<{ SecretString?: string }>)[]>(),
  requests: [] as AwsJsonCall[],
}));

vi.mock('./aws-json-call', () => ({
  awsJsonCall: (call: AwsJsonCall) => {
    secrets.requests.push(call);
    const answer = secrets.answers.get(String(call.input.SecretId))?.shift();
    if (!answer) throw new Error(`unexpected read of ${String(call.input.SecretId)}`);
    return answer();
  },
}));

const answer = (arn: string, ...values: (string | undefined | Error)[]) =>
  secrets.answers.set(
    arn,
    values.map(
      (value) => () => (value instanceof Error ? Promise.reject(value) : Promise.resolve({ SecretString: value })),
    ),
  );
const readsOf = (arn: string) => secrets.requests.filter((call) => call.input.SecretId === arn).length;

const saved = { ...process.env };
beforeAll(() => {
  process.env.AWS_REGION = 'us-east-1';
  delete process.env.ENDPOINT_SECRETSMANAGER;
});
afterAll(() => {
  process.env = saved;
});
beforeEach(() => {
  secrets.answers.clear();
  secrets.requests.length = 0;
});

const ARN_A = 'arn:aws:secretsmanager:us-east-1:111122223333:secret:a-AbCdEf';
const ARN_B = 'arn:aws:secretsmanager:us-east-1:111122223333:secret:b-GhIjKl';

describe('cachedSecret', () => {
  it('reads a secret with one signed GetSecretValue request to the regional endpoint', async () => {
    answer(ARN_A, 's3cret');
    await expect(cachedSecret((text) => text)(ARN_A)).resolves.toBe('s3cret');
    expect(secrets.requests).toEqual([
      {
        service: 'secretsmanager',
        endpoint: 'https://secretsmanager.us-east-1.amazonaws.com',
        target: 'secretsmanager.GetSecretValue',
        jsonVersion: '1.1',
        input: { SecretId: ARN_A },
      },
    ]);
  });

  it('keeps each parsed value: later and concurrent calls share one read per ARN', async () => {
    answer(ARN_A, '{"n":1}', '{"n":2}');
    answer(ARN_B, '{"n":3}');
    const parse = vi.fn((text: string) => JSON.parse(text) as { n: number });
    const read = cachedSecret(parse);
    const [first, second] = await Promise.all([read(ARN_A), read(ARN_A)]);
    expect(first).toEqual({ n: 1 });
    expect(second).toBe(first);
    await expect(read(ARN_A)).resolves.toBe(first);
    await expect(read(ARN_B)).resolves.toEqual({ n: 3 });
    expect([readsOf(ARN_A), readsOf(ARN_B), parse.mock.calls.length]).toEqual([1, 1, 2]);
  });

  it('does not share values between readers', async () => {
    answer(ARN_A, 'one', 'two');
    await expect(cachedSecret((text) => `${text}!`)(ARN_A)).resolves.toBe('one!');
    await expect(cachedSecret((text) => text.length)(ARN_A)).resolves.toBe(3);
    expect(readsOf(ARN_A)).toBe(2);
  });

  it('reads again after a failed read', async () => {
    answer(ARN_A, new Error('ThrottlingException'), 'after');
    const read = cachedSecret((text) => text);
    await expect(read(ARN_A)).rejects.toThrow('ThrottlingException');
    await expect(read(ARN_A)).resolves.toBe('after');
    await expect(read(ARN_A)).resolves.toBe('after');
    expect(readsOf(ARN_A)).toBe(2);
  });

  it('reads again after parse refused the value, and keeps the first one it accepts', async () => {
    answer(ARN_A, '{"key":""}', '{"key":"k1"}');
    const read = cachedSecret((text) => {
      const { key } = JSON.parse(text) as { key: string };
      if (!key) throw new Error('the secret needs a key');
      return key;
    });
    await expect(read(ARN_A)).rejects.toThrow('the secret needs a key');
    await expect(read(ARN_A)).resolves.toBe('k1');
    await expect(read(ARN_A)).resolves.toBe('k1');
    expect(readsOf(ARN_A)).toBe(2);
  });

  it('refuses a secret without a string value (a binary secret), and reads it again next time', async () => {
    answer(ARN_A, undefined, 'text');
    const read = cachedSecret((text) => text);
    await expect(read(ARN_A)).rejects.toThrow('GetSecretValue returned no SecretString');
    await expect(read(ARN_A)).resolves.toBe('text');
  });

  it('uses the emulator endpoint when one is set', async () => {
    process.env.ENDPOINT_SECRETSMANAGER = 'http://127.0.0.1:4566';
    try {
      answer(ARN_A, 'local');
      await cachedSecret((text) => text)(ARN_A);
      expect(secrets.requests[0]?.endpoint).toBe('http://127.0.0.1:4566');
    } finally {
      delete process.env.ENDPOINT_SECRETSMANAGER;
    }
  });
});
