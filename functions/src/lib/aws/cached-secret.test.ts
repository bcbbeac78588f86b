import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AwsJsonCall } from './aws-json-call';
import { cachedAcceptedSecrets, cachedSecret, ROTATION_WINDOW_MS, SECRET_CACHE_MS } from './cached-secret';

/** What each GetSecretValue call answers, by ARN, taken in order; every request is recorded. */
const secrets = vi.hoisted(() => ({
  answers: new Map<string, (() => Promise<{ SecretString?: string }>)[]>(),
  requests: [] as AwsJsonCall[],
}));

vi.mock('./aws-json-call', () => ({
  awsJsonCall: (call: AwsJsonCall) => {
    secrets.requests.push(call);
    const key = call.input.VersionStage
      ? `${String(call.input.SecretId)}@${String(call.input.VersionStage)}`
      : String(call.input.SecretId);
    const answer = secrets.answers.get(key)?.shift();
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

/** Versions as GetSecretValue answers them: the value and its creation time (epoch seconds). */
const version = (value: string, createdMs: number) => () =>
  Promise.resolve({ SecretString: value, CreatedDate: createdMs / 1000 });
const notFound = () => () =>
  Promise.reject(
    Object.assign(new Error("Secrets Manager can't find the specified secret value"), {
      name: 'ResourceNotFoundException',
    }),
  );

describe('bounded cache and rotation window (issue 42)', () => {
  it('keeps a value SECRET_CACHE_MS (5 minutes), then reads the secret again', async () => {
    expect(SECRET_CACHE_MS).toBe(5 * 60 * 1000);
    answer(ARN_A, 'first', 'rotated');
    let now = 1_000_000;
    const read = cachedSecret(
      (text) => text,
      () => now,
    );
    await expect(read(ARN_A)).resolves.toBe('first');
    now += SECRET_CACHE_MS - 1;
    await expect(read(ARN_A)).resolves.toBe('first');
    now += 1;
    await expect(read(ARN_A)).resolves.toBe('rotated');
    expect(readsOf(ARN_A)).toBe(2);
  });

  it('accepts the previous value while the current one is younger than the window, and only the current after', async () => {
    expect(ROTATION_WINDOW_MS).toBe(2 * 60 * 60 * 1000);
    const rotatedAt = 50_000_000;
    let now = rotatedAt + 1000;
    secrets.answers.set(ARN_A, [version('new', rotatedAt), version('new', rotatedAt)]);
    secrets.answers.set(`${ARN_A}@AWSPREVIOUS`, [
      version('old', rotatedAt - 86_400_000),
      version('old', rotatedAt - 86_400_000),
    ]);
    const accepted = cachedAcceptedSecrets(
      (text) => text,
      () => now,
    );
    await expect(accepted(ARN_A)).resolves.toEqual(['new', 'old']);
    // Read again a minute before the window ends (the first read has expired)…
    now = rotatedAt + ROTATION_WINDOW_MS - 60_000;
    await expect(accepted(ARN_A)).resolves.toEqual(['new', 'old']);
    // …and the window ends while that pair is still cached.
    now = rotatedAt + ROTATION_WINDOW_MS;
    await expect(accepted(ARN_A)).resolves.toEqual(['new']);
    expect(readsOf(ARN_A)).toBe(4);
  });

  it('accepts only the current value of a secret never rotated (no AWSPREVIOUS) or without a creation date', async () => {
    secrets.answers.set(ARN_A, [version('only', Date.now())]);
    secrets.answers.set(`${ARN_A}@AWSPREVIOUS`, [notFound()]);
    await expect(cachedAcceptedSecrets((text) => text)(ARN_A)).resolves.toEqual(['only']);
    answer(ARN_B, 'current');
    secrets.answers.set(`${ARN_B}@AWSPREVIOUS`, [version('previous', Date.now())]);
    await expect(cachedAcceptedSecrets((text) => text)(ARN_B)).resolves.toEqual(['current']);
  });

  it('a failed read of the previous version fails the read (and is not kept) rather than dropping a value', async () => {
    const now = Date.now();
    secrets.answers.set(ARN_A, [version('new', now), version('new', now)]);
    secrets.answers.set(`${ARN_A}@AWSPREVIOUS`, [
      () => Promise.reject(Object.assign(new Error('throttled'), { name: 'ThrottlingException' })),
      version('old', now - 1000),
    ]);
    const accepted = cachedAcceptedSecrets((text) => text);
    await expect(accepted(ARN_A)).rejects.toThrow('throttled');
    await expect(accepted(ARN_A)).resolves.toEqual(['new', 'old']);
  });
});
