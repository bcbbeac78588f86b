import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleCopyReset } from './copy-confirmation';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the LUNIA ID copy confirmation (portal spec §9: 2 s)', () => {
  it('"Copied!" goes back to the copy button after 2000 ms, not a millisecond before', () => {
    const reset = vi.fn();
    scheduleCopyReset('copied', reset);
    vi.advanceTimersByTime(1999);
    expect(reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('the failure message and the idle button are not reset', () => {
    const reset = vi.fn();
    expect(scheduleCopyReset('failed', reset)).toBeUndefined();
    expect(scheduleCopyReset('idle', reset)).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(reset).not.toHaveBeenCalled();
  });

  it('a new copy (or leaving the page) cancels the pending reset', () => {
    const reset = vi.fn();
    scheduleCopyReset('copied', reset)?.();
    vi.advanceTimersByTime(60_000);
    expect(reset).not.toHaveBeenCalled();
  });
});
