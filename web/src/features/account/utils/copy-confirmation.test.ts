import { describe, expect, it, vi } from 'vitest';
import {
  expectCalledOnceAfter,
  expectNotCalledAfterAMinute,
  fakeTimersInEachTest,
} from '../../../../test-support/timers';
import { scheduleCopyReset } from './copy-confirmation';

fakeTimersInEachTest();

describe('the LUNIA ID copy confirmation (portal spec §9: 2 s)', () => {
  it('"Copied!" goes back to the copy button after 2000 ms, not a millisecond before', () => {
    expectCalledOnceAfter(2000, (reset) => scheduleCopyReset('copied', reset));
  });

  it('the failure message and the idle button are not reset', () => {
    const reset = vi.fn();
    expect(scheduleCopyReset('failed', reset)).toBeUndefined();
    expect(scheduleCopyReset('idle', reset)).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(reset).not.toHaveBeenCalled();
  });

  it('a new copy (or leaving the page) cancels the pending reset', () => {
    expectNotCalledAfterAMinute((reset) => scheduleCopyReset('copied', reset)?.());
  });
});
