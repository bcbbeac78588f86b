/**
 * Clock helpers for tests whose outcome depends on the time: the stack and the tests share this
 * machine's clock, so a test can wait for exactly the instant it needs instead of a fixed sleep,
 * and can tell when a check straddled midnight (in Puerto Rico, UTC−4, where licences expire; or in
 * UTC, where daily counters roll over) and must run again on one day.
 */
import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the clock reads `epochMs` or later (at once if it already does). */
export async function clockReaches(epochMs: number): Promise<void> {
  for (let left = epochMs - Date.now(); left > 0; left = epochMs - Date.now()) await pause(Math.min(left, 50));
}

/**
 * Resolves once the clock has moved past the current millisecond, and returns the new time: what
 * happens after this has a later timestamp than what happened before it (ISO timestamps are in ms).
 */
export async function nextMillisecond(): Promise<number> {
  const now = Date.now();
  await clockReaches(now + 1);
  return Date.now();
}

const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);
const TODAY = { pr: puertoRicoToday, utc: utcToday } as const;

/**
 * Runs `check` with today's date (`pr`: Puerto Rico's, the product's calendar; `utc`: UTC's) and runs
 * it again if the day changed while it ran: its outcome then holds for the one day it was given. A
 * check that keeps straddling midnight (it cannot, twice in a row) fails as it is.
 */
export async function onOneDay<T>(calendar: keyof typeof TODAY, check: (today: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const today = TODAY[calendar]();
    try {
      const result = await check(today);
      if (TODAY[calendar]() === today || attempt >= 3) return result;
    } catch (error) {
      if (TODAY[calendar]() === today || attempt >= 3) throw error;
    }
  }
}
