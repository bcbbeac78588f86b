import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../paths';
import { scheduleRedirectAfterSubmit } from './redirect-after-submit';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the redirect after submitting documents (portal spec §2 "/document-upload": 3 s)', () => {
  it('an organization submission goes to the dashboard after 3000 ms, not a millisecond before', () => {
    const navigate = vi.fn();
    scheduleRedirectAfterSubmit('organization', navigate);
    vi.advanceTimersByTime(2999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(paths.dashboard);
  });

  it("a pharmacist's submission stays on their documents (issue 40)", () => {
    const navigate = vi.fn();
    scheduleRedirectAfterSubmit('individual', navigate);
    vi.advanceTimersByTime(60_000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaving the page first cancels it', () => {
    const navigate = vi.fn();
    scheduleRedirectAfterSubmit('organization', navigate)();
    vi.advanceTimersByTime(60_000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
