/**
 * Every timing the two specifications fix for the web app, in one place (issue 23). Each constant cites
 * its sentence; the tests beside the code that schedules with it check, on a fake clock, that nothing
 * happens a millisecond before and that it happens at the time. Change a figure here only when the spec
 * changes. (The session's token refresh timings are session rules and stay in `shared/src/domain/constants`.)
 */

/**
 * Public-site spec §9: "Notification duration: default 5 s, error 7 s, warning 6 s." The default is
 * the info notification's.
 */
export const NOTIFICATION_DEFAULT_MS = 5000;
/** Public-site spec §9: an error notification stays 7 s. */
export const ERROR_NOTIFICATION_MS = 7000;
/** Public-site spec §9: a warning notification stays 6 s. */
export const WARNING_NOTIFICATION_MS = 6000;
/** Portal spec §9: "Success toasts 3 s" (the more specific figure, over §9's 5 s default). */
export const SUCCESS_TOAST_MS = 3000;

/** Portal spec §9: "copy confirmation 2 s" (the LUNIA ID's "Copied!" on /account, §2). */
export const COPY_CONFIRMATION_MS = 2000;

/**
 * Portal spec §4 "Payment return messages": success (modules activated, 5 s), cancelled (can retry,
 * 3 s), failed (modules deactivated, update payment method, 7 s); §9 "payment banners 3, 5 and 7 s".
 */
export const PAYMENT_BANNER_MS = { success: 5000, cancelled: 3000, failed: 7000 } as const;

/** Portal spec §2 "Create organization": "After success it redirects to the dashboard after 1.5 s" (§9). */
export const REDIRECT_AFTER_CREATE_MS = 1500;

/** Portal spec §2 "/document-upload": "After submission it redirects after 3 s" (§9). */
export const REDIRECT_AFTER_SUBMIT_MS = 3000;

/**
 * Portal spec §4 "Dashboard": "the user is refreshed at most once per 30 s"; §9 "Dashboard user refresh
 * at most every 30 s (30000 ms)". It is the profile query's stale time.
 */
export const PROFILE_REFRESH_MIN_INTERVAL_MS = 30_000;

/**
 * Public-site spec §4: "Three seconds after success the success view is dropped and the form cleared";
 * §9 "Beta success view resets after 3000 ms."
 */
export const BETA_SUCCESS_RESET_MS = 3000;
