import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTERS_SETTLE_MS, invalidateWithCounters, queryClient } from './query-client';

describe('invalidateWithCounters', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads the queries again at once and once more when the stream has moved the counters', async () => {
    vi.useFakeTimers();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    await invalidateWithCounters([
      ['document-review', 'queue'],
      ['platform', 'stats'],
    ]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['document-review', 'queue'],
      ['platform', 'stats'],
    ]);
    vi.advanceTimersByTime(COUNTERS_SETTLE_MS - 1);
    expect(invalidate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(4);
    expect(invalidate.mock.calls.slice(2).map(([filters]) => filters?.queryKey)).toEqual([
      ['document-review', 'queue'],
      ['platform', 'stats'],
    ]);
  });
});
