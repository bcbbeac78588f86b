import { describe, expect, it } from 'vitest';
import { allowRetry, isPageLoadError, PageLoadError, recoveryOf, retryingLoad } from './retrying-load';

/** A load whose outcomes are scripted: each call takes the next one ('fail' rejects). */
function scripted(outcomes: ('ok' | 'fail')[]) {
  const calls: number[] = [];
  const load = retryingLoad(async (failedBefore) => {
    calls.push(failedBefore);
    const outcome = outcomes[calls.length - 1];
    if (outcome !== 'ok') throw new TypeError('Failed to fetch dynamically imported module');
    return `page ${calls.length}`;
  });
  return { load, calls };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('retryingLoad (a lazily loaded page)', () => {
  it('loads once: callers at the same time share the attempt, and a success is kept', async () => {
    const { load, calls } = scripted(['ok']);
    expect(load.value).toBeUndefined();
    const first = load.load();
    expect(load.load()).toBe(first);
    await expect(first).resolves.toBe('page 1');
    await expect(load.load()).resolves.toBe('page 1');
    expect(load.value).toBe('page 1');
    expect(calls).toEqual([0]);
  });

  it("a loaded value comes in a promise marked fulfilled, which React's use reads without suspending (issue 40)", async () => {
    const load = retryingLoad(async () => 'page');
    const first = load.load();
    expect((first as Promise<string> & { status?: string }).status).toBeUndefined();
    await first;
    const again = load.load() as Promise<string> & { status?: string; value?: string };
    expect(again).toBe(first);
    expect(again.status).toBe('fulfilled');
    expect(again.value).toBe('page');
  });

  it('keeps a failure until it is allowed to retry: React renders the failed page again before showing the error', async () => {
    const { load, calls } = scripted(['fail', 'ok']);
    const attempt = load.load();
    const failed = await failureOf(attempt);
    expect(failed).toBeInstanceOf(PageLoadError);
    expect((failed as PageLoadError).cause).toBeInstanceOf(TypeError);
    expect(load.load()).toBe(attempt);
    expect(load.value).toBeUndefined();
    expect(calls).toEqual([0]);
  });

  it('once allowed (Retry, or the visitor left the page), the next load downloads again and can succeed', async () => {
    const { load, calls } = scripted(['fail', 'ok']);
    const failed = await failureOf(load.load());
    expect(load.failures).toBe(1);
    allowRetry(failed);
    allowRetry(failed); // twice is the same as once
    await expect(load.load()).resolves.toBe('page 2');
    expect(load.value).toBe('page 2');
    expect(load.failures).toBe(0);
    expect(calls).toEqual([0, 1]);
    allowRetry(new Error('not a page load')); // anything else: nothing happens
  });

  it('an old failure does not drop a newer attempt', async () => {
    const { load, calls } = scripted(['fail', 'fail', 'ok']);
    const first = await failureOf(load.load());
    allowRetry(first);
    const second = load.load();
    await failureOf(second);
    allowRetry(first);
    expect(load.load()).toBe(second);
    expect(calls).toEqual([0, 1]);
  });

  it('counts failures in a row, and each attempt knows how many came before', async () => {
    const { load, calls } = scripted(['fail', 'fail', 'fail', 'ok']);
    const failures: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const error = await failureOf(load.load());
      if (isPageLoadError(error)) failures.push(error.failures);
      allowRetry(error);
    }
    expect(failures).toEqual([1, 2, 3]);
    await expect(load.load()).resolves.toBe('page 4');
    expect(calls).toEqual([0, 1, 2, 3]);
  });
});

describe('recoveryOf (what the error screen offers)', () => {
  it('a first failure to download offers Retry only', () => {
    expect(recoveryOf(new PageLoadError(new TypeError(), 1), 0)).toEqual({ reason: 'pageLoad', repeated: false });
  });

  it('a failure after Retry offers Reload', () => {
    expect(recoveryOf(new PageLoadError(new TypeError(), 1), 1)).toEqual({ reason: 'pageLoad', repeated: true });
    expect(recoveryOf(new Error('render'), 1)).toEqual({ reason: 'render', repeated: true });
  });

  it('a second failed download offers Reload even on a fresh screen (after navigating back)', () => {
    expect(recoveryOf(new PageLoadError(new TypeError(), 2), 0)).toEqual({ reason: 'pageLoad', repeated: true });
  });

  it('anything else thrown while rendering is a render error', () => {
    expect(recoveryOf(new Error('boom'), 0)).toEqual({ reason: 'render', repeated: false });
    expect(recoveryOf('not even an Error', 0)).toEqual({ reason: 'render', repeated: false });
  });
});
