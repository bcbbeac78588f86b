import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleSuccessReset } from './success-reset';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the beta success view (public-site spec §4 and §9: 3000 ms)', () => {
  it('is dropped after 3000 ms, not a millisecond before', () => {
    const reset = vi.fn();
    scheduleSuccessReset(reset);
    vi.advanceTimersByTime(2999);
    expect(reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('leaving the page first cancels it', () => {
    const reset = vi.fn();
    scheduleSuccessReset(reset)();
    vi.advanceTimersByTime(60_000);
    expect(reset).not.toHaveBeenCalled();
  });
});
