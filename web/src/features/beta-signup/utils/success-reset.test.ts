import { describe, it } from 'vitest';
import {
  expectCalledOnceAfter,
  expectNotCalledAfterAMinute,
  fakeTimersInEachTest,
} from '../../../../test-support/timers';
import { scheduleSuccessReset } from './success-reset';

fakeTimersInEachTest();

describe('the beta success view (public-site spec §4 and §9: 3000 ms)', () => {
  it('is dropped after 3000 ms, not a millisecond before', () => {
    expectCalledOnceAfter(3000, scheduleSuccessReset);
  });

  it('leaving the page first cancels it', () => {
    expectNotCalledAfterAMinute((reset) => scheduleSuccessReset(reset)());
  });
});
