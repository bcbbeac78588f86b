/**
 * Automatic sign-out after inactivity (issue 25): admins after 15 minutes, everyone else after 60 (the
 * stage's `/config.json` may set other values: auth-config.ts), with a warning a minute before. This is
 * the logic only, on an injected clock, so it is tested without a browser; `app/portal/inactivity-guard.tsx`
 * wires it to the page's events and the warning dialog.
 *
 * Activity only records the time: the timers check it when they fire, so a busy page schedules nothing
 * per event. The last activity is shared between the tabs of this browser (they share one session, and
 * signing out one signs out all), through `store`.
 */

export const DEFAULT_INACTIVITY_MINUTES = { admin: 15, user: 60 } as const;
export const INACTIVITY_WARNING_MS = 60_000;

export interface InactivityMinutes {
  admin: number;
  user: number;
}

/** How long this person may be inactive before being signed out. */
export function inactivityLimitMs(minutes: InactivityMinutes, isAdmin: boolean): number {
  return (isAdmin ? minutes.admin : minutes.user) * 60_000;
}

export interface InactivityClock {
  now(): number;
  setTimeout(action: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Where the tabs of this browser share the time of the last activity. */
export interface ActivityStore {
  read(): number | undefined;
  write(at: number): void;
}

export type InactivityPhase = 'active' | 'warning' | 'signedOut';

export interface InactivityOptions {
  limitMs: number;
  warningMs?: number;
  clock: InactivityClock;
  store?: ActivityStore;
  /** The phase changed; `signOutAt` is when the session ends if nothing happens. */
  onPhase(phase: InactivityPhase, signOutAt: number): void;
}

export interface InactivityTracker {
  /** The person did something on the page. Ignored while the warning shows: it asks for an answer. */
  activity(): void;
  /** "Stay signed in": counts as activity, also during the warning. */
  stay(): void;
  stop(): void;
}

/** Writes to the shared store at most this often (a mouse move is an activity). */
const STORE_WRITE_INTERVAL_MS = 5_000;

export function trackInactivity(options: InactivityOptions): InactivityTracker {
  const { clock, store, limitMs } = options;
  const warningMs = Math.min(options.warningMs ?? INACTIVITY_WARNING_MS, limitMs);
  let lastActivity = clock.now();
  let lastWritten = Number.NEGATIVE_INFINITY;
  let phase: InactivityPhase = 'active';
  let timer: unknown;
  let stopped = false;

  const latestActivity = () => Math.max(lastActivity, store?.read() ?? Number.NEGATIVE_INFINITY);

  function setPhase(next: InactivityPhase, signOutAt: number) {
    if (next === phase) return;
    phase = next;
    options.onPhase(next, signOutAt);
  }

  function schedule(at: number) {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = clock.setTimeout(check, Math.max(0, at - clock.now()));
  }

  /** When a timer fires (perhaps late: a sleeping laptop), decide from the times alone. */
  function check() {
    timer = undefined;
    if (stopped) return;
    const signOutAt = latestActivity() + limitMs;
    const now = clock.now();
    if (now >= signOutAt) {
      setPhase('signedOut', signOutAt);
      stopped = true;
      return;
    }
    if (now >= signOutAt - warningMs) {
      setPhase('warning', signOutAt);
      schedule(signOutAt);
      return;
    }
    // Another tab was active, or the warning was answered there.
    setPhase('active', signOutAt);
    schedule(signOutAt - warningMs);
  }

  function record() {
    lastActivity = clock.now();
    if (store && lastActivity - lastWritten >= STORE_WRITE_INTERVAL_MS) {
      store.write(lastActivity);
      lastWritten = lastActivity;
    }
  }

  schedule(lastActivity + limitMs - warningMs);
  record();

  return {
    activity() {
      if (stopped || phase !== 'active') return;
      record();
    },
    stay() {
      if (stopped) return;
      lastWritten = Number.NEGATIVE_INFINITY;
      record();
      check();
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}

const ACTIVITY_KEY = 'lunia.lastActivity';

/** The browser's shared store (localStorage); without storage each tab keeps its own time. */
export function localActivityStore(): ActivityStore | undefined {
  try {
    const storage = window.localStorage;
    return {
      read: () => {
        const value = Number(storage.getItem(ACTIVITY_KEY));
        return Number.isFinite(value) && value > 0 ? value : undefined;
      },
      write: (at) => storage.setItem(ACTIVITY_KEY, String(at)),
    };
  } catch {
    return undefined;
  }
}
