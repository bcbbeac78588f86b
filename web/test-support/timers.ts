/**
 * Fake timers for the web's unit tests of delays the specs give to the millisecond (a redirect
 * after 1.5 s, a confirmation reset after 2 s, a notification shown for 5 s).
 */
import { afterEach, beforeEach, expect, type Mock, vi } from 'vitest';

/** Every test of the file runs on fake timers; `cleanUp` runs after each, before the real timers are back. */
export function fakeTimersInEachTest(cleanUp?: () => void): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanUp?.();
    vi.useRealTimers();
  });
}

/**
 * Schedules with a fresh mock callback and checks that it runs once `delayMs` have passed, not a
 * millisecond before. Returns the callback for what the caller checks of the call.
 */
export function expectCalledOnceAfter(delayMs: number, schedule: (callback: Mock) => unknown): Mock {
  const callback = vi.fn();
  schedule(callback);
  vi.advanceTimersByTime(delayMs - 1);
  expect(callback).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(callback).toHaveBeenCalledTimes(1);
  return callback;
}

/** Schedules with a fresh mock callback (cancelling it there if the test does) and checks that a minute later it has not run. */
export function expectNotCalledAfterAMinute(schedule: (callback: Mock) => unknown): void {
  const callback = vi.fn();
  schedule(callback);
  vi.advanceTimersByTime(60_000);
  expect(callback).not.toHaveBeenCalled();
}
