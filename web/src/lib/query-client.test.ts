import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTERS_SETTLE_MS, refreshWithCounters } from './query-client';

describe('refreshWithCounters', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes at once and once more when the stream has moved the counters', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn().mockResolvedValue(undefined);
    await refreshWithCounters(refresh);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(COUNTERS_SETTLE_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
