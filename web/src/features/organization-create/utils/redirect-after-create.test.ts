import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../paths';
import { scheduleRedirectAfterCreate } from './redirect-after-create';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the redirect after creating an organization (portal spec §2: 1.5 s)', () => {
  it('goes to the dashboard after 1500 ms, not a millisecond before', () => {
    const navigate = vi.fn();
    scheduleRedirectAfterCreate(navigate);
    vi.advanceTimersByTime(1499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(paths.dashboard);
  });

  it('leaving the form first cancels it', () => {
    const navigate = vi.fn();
    scheduleRedirectAfterCreate(navigate)();
    vi.advanceTimersByTime(60_000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
