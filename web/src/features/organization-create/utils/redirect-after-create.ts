import { REDIRECT_AFTER_CREATE_MS } from '../../../lib/spec-timings';
import { runAfter } from '../../../lib/timers';
import { paths } from '../../../paths';

/**
 * After the organization is created the success message shows, and the dashboard follows after the
 * spec's 1.5 s (portal §2 "Create organization"). Returns the cancel function (an effect's cleanup).
 */
export function scheduleRedirectAfterCreate(navigate: (to: string) => void): () => void {
  return runAfter(REDIRECT_AFTER_CREATE_MS, () => navigate(paths.dashboard));
}
