import { describe, expect, it } from 'vitest';
import {
  expectCalledOnceAfter,
  expectNotCalledAfterAMinute,
  fakeTimersInEachTest,
} from '../../../../test-support/timers';
import { paths } from '../../../paths';
import { scheduleRedirectAfterCreate } from './redirect-after-create';

fakeTimersInEachTest();

describe('the redirect after creating an organization (portal spec §2: 1.5 s)', () => {
  it('goes to the dashboard after 1500 ms, not a millisecond before', () => {
    const navigate = expectCalledOnceAfter(1500, scheduleRedirectAfterCreate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(paths.dashboard);
  });

  it('leaving the form first cancels it', () => {
    expectNotCalledAfterAMinute((navigate) => scheduleRedirectAfterCreate(navigate)());
  });
});
