import { describe, expect, it, vi } from 'vitest';
import { fakeTimersInEachTest } from '../../../../test-support/timers';
import { currentNotifications, dismissNotification, notify, scheduleDismissal } from '../../../lib/notifications';
import { isPaymentResult, PAYMENT_RESULTS } from './payment-result';

fakeTimersInEachTest(() => {
  for (const { id } of currentNotifications()) dismissNotification(id);
});

describe('payment return messages (portal spec §4: success 5 s, cancelled 3 s, failed 7 s)', () => {
  it.each([
    ['success', 'success', 5000],
    ['cancelled', 'info', 3000],
    ['failed', 'error', 7000],
  ] as const)('?payment=%s shows a %s notification for %i ms', (result, type, spec) => {
    expect(isPaymentResult(result)).toBe(true);
    expect(PAYMENT_RESULTS[result]).toEqual({ type, duration: spec });
    // What PaymentReturnNotice does, then what the notification region does with it.
    const id = notify({ ...PAYMENT_RESULTS[result], title: 'Payment', message: '' });
    const shown = currentNotifications().find((notification) => notification.id === id);
    if (!shown) throw new Error('not shown');
    scheduleDismissal(shown);
    vi.advanceTimersByTime(spec - 1);
    expect(currentNotifications().map((notification) => notification.id)).toContain(id);
    vi.advanceTimersByTime(1);
    expect(currentNotifications().map((notification) => notification.id)).not.toContain(id);
  });

  it('other values show nothing', () => {
    for (const value of [null, '', 'pending', 'toString', 'hasOwnProperty']) expect(isPaymentResult(value)).toBe(false);
  });
});
