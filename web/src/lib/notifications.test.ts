import { describe, expect, it, vi } from 'vitest';
import { fakeTimersInEachTest } from '../../test-support/timers';
import {
  currentNotifications,
  defaultDuration,
  dismissNotification,
  type NotificationType,
  notify,
  scheduleDismissal,
} from './notifications';

/** Shows a notification and starts its dismissal, as the region does when it renders one. */
function show(type: NotificationType, duration?: number) {
  const id = notify({ type, title: 'Title', message: 'Message', duration });
  const notification = currentNotifications().find((shown) => shown.id === id);
  if (!notification) throw new Error('not shown');
  return { id, timer: scheduleDismissal(notification) };
}

const isShown = (id: number) => currentNotifications().some((notification) => notification.id === id);

fakeTimersInEachTest(() => {
  for (const { id } of currentNotifications()) dismissNotification(id);
});

describe('notification durations (public-site spec §9, portal spec §9)', () => {
  it.each([
    ['success', 3000],
    ['info', 5000],
    ['warning', 6000],
    ['error', 7000],
  ] as const)('a %s notification leaves after %i ms, not a millisecond before', (type, spec) => {
    expect(defaultDuration(type)).toBe(spec);
    const { id } = show(type);
    vi.advanceTimersByTime(spec - 1);
    expect(isShown(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isShown(id)).toBe(false);
  });

  it("keeps a caller's own duration", () => {
    const { id } = show('success', 4000);
    vi.advanceTimersByTime(3999);
    expect(isShown(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isShown(id)).toBe(false);
  });

  it('does not count the time the reader is on it, and leaves at least 1 s after they move away', () => {
    const { id, timer } = show('success');
    vi.advanceTimersByTime(1000);
    timer.pause();
    timer.pause(); // pointer and focus both on it
    vi.advanceTimersByTime(60_000);
    expect(isShown(id)).toBe(true);
    timer.resume();
    timer.resume();
    vi.advanceTimersByTime(1999);
    expect(isShown(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isShown(id)).toBe(false);

    const late = show('success');
    vi.advanceTimersByTime(2900);
    late.timer.pause();
    late.timer.resume();
    vi.advanceTimersByTime(999);
    expect(isShown(late.id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isShown(late.id)).toBe(false);
  });

  it('a cancelled dismissal (the notification left the screen) dismisses nothing', () => {
    const { id, timer } = show('error');
    timer.cancel();
    vi.advanceTimersByTime(60_000);
    expect(isShown(id)).toBe(true);
    timer.resume();
    vi.advanceTimersByTime(60_000);
    expect(isShown(id)).toBe(true);
  });
});
