/**
 * The delays the specs give to the millisecond for what a page does by itself after a while: the
 * LUNIA ID copy confirmation (portal spec §9: 2 s), the beta success view (public-site spec §4 and §9:
 * 3000 ms), the redirect after creating an organization (portal spec §2: 1.5 s) and after submitting
 * an organization's documents (portal spec §2 "/document-upload": 3 s). Each runs once at its moment,
 * not a millisecond before, and leaving the page first cancels it.
 */
import { describe, expect, it, type Mock, vi } from 'vitest';
import { expectCalledOnceAfter, expectNotCalledAfterAMinute, fakeTimersInEachTest } from '../../test-support/timers';
import { paths } from '../paths';
import { scheduleCopyReset } from './account/utils/copy-confirmation';
import { scheduleSuccessReset } from './beta-signup/utils/success-reset';
import { scheduleRedirectAfterSubmit } from './documents/utils/redirect-after-submit';
import { scheduleRedirectAfterCreate } from './organization-create/utils/redirect-after-create';

fakeTimersInEachTest();

const DELAYS: {
  what: string;
  delayMs: number;
  schedule: (callback: Mock) => (() => void) | undefined;
  /** The path a redirect goes to. */
  to?: string;
}[] = [
  {
    what: '"Copied!" goes back to the copy button',
    delayMs: 2000,
    schedule: (reset) => scheduleCopyReset('copied', reset),
  },
  { what: 'the beta success view is dropped', delayMs: 3000, schedule: scheduleSuccessReset },
  {
    what: 'a created organization goes to the dashboard',
    delayMs: 1500,
    schedule: scheduleRedirectAfterCreate,
    to: paths.dashboard,
  },
  {
    what: "an organization's document submission goes to the dashboard",
    delayMs: 3000,
    schedule: (navigate) => scheduleRedirectAfterSubmit('organization', navigate),
    to: paths.dashboard,
  },
];

describe('delays from the specs', () => {
  it.each(DELAYS)('$what after $delayMs ms, not a millisecond before', ({ delayMs, schedule, to }) => {
    const callback = expectCalledOnceAfter(delayMs, schedule);
    if (to !== undefined) expect(callback).toHaveBeenCalledExactlyOnceWith(to);
  });

  it.each(DELAYS)('leaving the page first cancels it: $what', ({ schedule }) => {
    expectNotCalledAfterAMinute((callback) => schedule(callback)?.());
  });

  it('the copy failure message and the idle copy button are not reset', () => {
    const reset = vi.fn();
    expect(scheduleCopyReset('failed', reset)).toBeUndefined();
    expect(scheduleCopyReset('idle', reset)).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(reset).not.toHaveBeenCalled();
  });

  it("a pharmacist's document submission stays on their documents (issue 40)", () => {
    expectNotCalledAfterAMinute((navigate) => scheduleRedirectAfterSubmit('individual', navigate));
  });
});
