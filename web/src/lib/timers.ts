/**
 * Hooks-free timers, so what a component schedules can be tested on a fake clock without a DOM. Both
 * use the global `setTimeout` (the browser's `window.setTimeout`, and vitest's fake one in tests).
 */

/** Runs `action` once after `ms`. Returns the cancel function (fit to be an effect's cleanup). */
export function runAfter(ms: number, action: () => void): () => void {
  const timer = setTimeout(action, ms);
  return () => clearTimeout(timer);
}

export interface PausableTimer {
  /** Stops the countdown, keeping the time left. Pausing a paused timer does nothing. */
  pause(): void;
  /** Goes on with the time left (at least `minimumAfterResume`). Resuming a running timer does nothing. */
  resume(): void;
  /** Stops for good. */
  cancel(): void;
}

/**
 * Runs `action` after `ms` of running time; it starts at once. While paused the time does not count.
 * After a resume at least `minimumAfterResume` is left, so a reader who moves away sees it a moment more.
 */
export function pausableTimer(ms: number, action: () => void, minimumAfterResume = 0): PausableTimer {
  let remaining = ms;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const start = (wait: number) => {
    startedAt = Date.now();
    timer = setTimeout(() => {
      done = true;
      timer = undefined;
      action();
    }, wait);
  };
  start(ms);

  return {
    pause() {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remaining -= Date.now() - startedAt;
    },
    resume() {
      if (done || timer !== undefined) return;
      start(Math.max(remaining, minimumAfterResume));
    },
    cancel() {
      done = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
