import { BETA_SUCCESS_RESET_MS } from '../../../lib/spec-timings';
import { runAfter } from '../../../lib/timers';

/**
 * The success view goes and the form comes back empty after the spec's 3 s (public-site §4). Returns
 * the cancel function (an effect's cleanup).
 */
export const scheduleSuccessReset = (reset: () => void): (() => void) => runAfter(BETA_SUCCESS_RESET_MS, reset);
