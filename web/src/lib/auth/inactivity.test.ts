import { describe, expect, it } from 'vitest';
import {
  type ActivityStore,
  DEFAULT_INACTIVITY_MINUTES,
  type InactivityClock,
  type InactivityPhase,
  inactivityLimitMs,
  trackInactivity,
} from './inactivity';

/** A clock whose time moves only when told; due timers run in order as it passes them. */
function fakeClock(start = 1_000_000) {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; action: () => void }>();
  const clock: InactivityClock = {
    now: () => now,
    setTimeout: (action, ms) => {
      nextId += 1;
      timers.set(nextId, { at: now + ms, action });
      return nextId;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  function advance(ms: number) {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = Math.max(now, due[1].at);
      due[1].action();
    }
    now = until;
  }
  /** Moves the time without running timers (a sleeping laptop), then runs what is due. */
  function sleep(ms: number) {
    now += ms;
    advance(0);
  }
  return { clock, advance, sleep, pending: () => timers.size };
}

const MINUTE = 60_000;

function tracked(limitMs: number, store?: ActivityStore) {
  const time = fakeClock();
  const phases: { phase: InactivityPhase; signOutAt: number }[] = [];
  const tracker = trackInactivity({
    limitMs,
    clock: time.clock,
    ...(store ? { store } : {}),
    onPhase: (phase, signOutAt) => phases.push({ phase, signOutAt }),
  });
  return { ...time, tracker, phases, start: 1_000_000 };
}

describe('the inactivity limit', () => {
  it('is 15 minutes for admins and 60 for everyone else by default, or what the stage says', () => {
    expect(inactivityLimitMs(DEFAULT_INACTIVITY_MINUTES, true)).toBe(15 * MINUTE);
    expect(inactivityLimitMs(DEFAULT_INACTIVITY_MINUTES, false)).toBe(60 * MINUTE);
    expect(inactivityLimitMs({ admin: 5, user: 30 }, false)).toBe(30 * MINUTE);
  });
});

describe('tracking inactivity', () => {
  it('warns a minute before the limit and signs out at the limit', () => {
    const t = tracked(15 * MINUTE);
    t.advance(14 * MINUTE - 1);
    expect(t.phases).toEqual([]);
    t.advance(1);
    expect(t.phases).toEqual([{ phase: 'warning', signOutAt: t.start + 15 * MINUTE }]);
    t.advance(MINUTE - 1);
    expect(t.phases).toHaveLength(1);
    t.advance(1);
    expect(t.phases.at(-1)).toEqual({ phase: 'signedOut', signOutAt: t.start + 15 * MINUTE });
    expect(t.pending()).toBe(0);
  });

  it('counts from the last activity', () => {
    const t = tracked(60 * MINUTE);
    t.advance(30 * MINUTE);
    t.tracker.activity();
    t.advance(58 * MINUTE);
    expect(t.phases).toEqual([]);
    t.advance(MINUTE);
    expect(t.phases).toEqual([{ phase: 'warning', signOutAt: t.start + 90 * MINUTE }]);
  });

  it('ignores page activity during the warning; "Stay signed in" starts the count again', () => {
    const t = tracked(15 * MINUTE);
    t.advance(14 * MINUTE);
    t.tracker.activity();
    t.advance(30_000);
    t.tracker.stay();
    expect(t.phases.map((p) => p.phase)).toEqual(['warning', 'active']);
    t.advance(14 * MINUTE - 1);
    expect(t.phases).toHaveLength(2);
    t.advance(1);
    expect(t.phases.at(-1)).toEqual({ phase: 'warning', signOutAt: t.start + 29.5 * MINUTE });
  });

  it('signs out at once when the timers ran late past the limit (a sleeping computer)', () => {
    const t = tracked(15 * MINUTE);
    t.sleep(40 * MINUTE);
    expect(t.phases.map((p) => p.phase)).toEqual(['signedOut']);
  });

  it('follows activity in another tab of the same browser', () => {
    let shared: number | undefined;
    const store: ActivityStore = { read: () => shared, write: (at) => (shared = at) };
    const t = tracked(15 * MINUTE, store);
    expect(shared).toBe(t.start);
    t.advance(10 * MINUTE);
    shared = t.start + 10 * MINUTE; // the other tab
    t.advance(4 * MINUTE);
    expect(t.phases).toEqual([]);
    t.advance(10 * MINUTE);
    expect(t.phases).toEqual([{ phase: 'warning', signOutAt: t.start + 25 * MINUTE }]);
    // The other tab answers the warning.
    shared = t.start + 24.5 * MINUTE;
    t.advance(MINUTE);
    expect(t.phases.at(-1)?.phase).toBe('active');
  });

  it('does nothing once stopped', () => {
    const t = tracked(15 * MINUTE);
    t.tracker.stop();
    t.advance(60 * MINUTE);
    expect(t.phases).toEqual([]);
    expect(t.pending()).toBe(0);
  });
});
