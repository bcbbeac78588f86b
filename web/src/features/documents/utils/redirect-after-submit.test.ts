import { describe, expect, it } from 'vitest';
import {
  expectCalledOnceAfter,
  expectNotCalledAfterAMinute,
  fakeTimersInEachTest,
} from '../../../../test-support/timers';
import { paths } from '../../../paths';
import { scheduleRedirectAfterSubmit } from './redirect-after-submit';

fakeTimersInEachTest();

describe('the redirect after submitting documents (portal spec §2 "/document-upload": 3 s)', () => {
  it('an organization submission goes to the dashboard after 3000 ms, not a millisecond before', () => {
    const navigate = expectCalledOnceAfter(3000, (navigate) => scheduleRedirectAfterSubmit('organization', navigate));
    expect(navigate).toHaveBeenCalledExactlyOnceWith(paths.dashboard);
  });

  it("a pharmacist's submission stays on their documents (issue 40)", () => {
    expectNotCalledAfterAMinute((navigate) => scheduleRedirectAfterSubmit('individual', navigate));
  });

  it('leaving the page first cancels it', () => {
    expectNotCalledAfterAMinute((navigate) => scheduleRedirectAfterSubmit('organization', navigate)());
  });
});
