/**
 * Loading something once, where a failure is not kept for good: the code of a lazily loaded page
 * (lib/lazy-page.tsx), which Retry or a later visit downloads again.
 * No React and no DOM here, so the rules are unit-tested in node (retrying-load.test.ts).
 */

/** A page's code (or its strings) could not be downloaded: a flaky connection, or a deploy replaced the files. */
export class PageLoadError extends Error {
  /** How many attempts in a row have failed, this one included. */
  readonly failures: number;
  /** Forgets this failure, so the next load downloads again (`allowRetry`). */
  readonly forget: () => void;

  constructor(cause: unknown, failures: number, forget: () => void = () => {}) {
    super('A page could not be loaded', { cause });
    this.name = 'PageLoadError';
    this.failures = failures;
    this.forget = forget;
  }
}

export function isPageLoadError(error: unknown): error is PageLoadError {
  return error instanceof PageLoadError;
}

/**
 * Lets the load that failed with `error` try again on its next call (nothing for another error). The
 * error screen calls it on Retry and when the visitor leaves the failed page.
 */
export function allowRetry(error: unknown): void {
  if (isPageLoadError(error)) error.forget();
}

export interface RetryingLoad<T> {
  /**
   * What was loaded, once an attempt has succeeded. After that, `load()` returns a promise marked
   * `status: 'fulfilled'` with this `value`, which React's `use` reads without suspending.
   */
  readonly value: T | undefined;
  /** Failed attempts since the last success. */
  readonly failures: number;
  /**
   * The value, loading it if needed. Every call gets the same promise (as React's `use` needs: React
   * renders a failed page again before it shows the error, and a new attempt each time would never
   * end) until the failure is forgotten (`allowRetry`); then the next call tries again. A success is
   * kept for good. Rejects with a `PageLoadError`.
   */
  load(): Promise<T>;
}

/** `attempt` receives the number of earlier failed attempts (0 the first time). */
export function retryingLoad<T>(attempt: (failedBefore: number) => Promise<T>): RetryingLoad<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  let failures = 0;
  return {
    get value() {
      return value;
    },
    get failures() {
      return failures;
    },
    load() {
      if (loading) return loading;
      const current: Promise<T> = attempt(failures).then(
        (loaded) => {
          value = loaded;
          failures = 0;
          // Marked as React marks a settled promise, so `use` on it returns at once: a page always calls
          // `use` (issue 40: calling it only until the code had loaded made React warn "called use() to
          // suspend… did not call use()" on each lazily loaded page).
          Object.assign(current, { status: 'fulfilled', value: loaded });
          return loaded;
        },
        (cause: unknown) => {
          failures += 1;
          throw new PageLoadError(cause, failures, () => {
            if (loading === current) loading = undefined;
          });
        },
      );
      loading = current;
      return current;
    },
  };
}

/** What an error screen offers after `error`, when the visitor has already pressed Retry `retries` times. */
export interface Recovery {
  /** The page's code did not arrive (`pageLoad`), or rendering it failed (`render`). */
  reason: 'pageLoad' | 'render';
  /**
   * It failed again: a full reload is offered, since a new deploy may have replaced the files this tab
   * knows (the old chunks are gone) or the page's state is broken beyond a re-render.
   */
  repeated: boolean;
}

export function recoveryOf(error: unknown, retries: number): Recovery {
  const pageLoad = isPageLoadError(error);
  return {
    reason: pageLoad ? 'pageLoad' : 'render',
    repeated: retries > 0 || (pageLoad && error.failures > 1),
  };
}
