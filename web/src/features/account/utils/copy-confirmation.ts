import { COPY_CONFIRMATION_MS } from '../../../lib/spec-timings';
import { runAfter } from '../../../lib/timers';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "Copied!" goes back to the copy button after the spec's 2 s (portal §9); the failure message stays
 * until the next try. Returns the cancel function when a reset is scheduled (an effect's cleanup).
 */
export function scheduleCopyReset(state: CopyState, reset: () => void): (() => void) | undefined {
  return state === 'copied' ? runAfter(COPY_CONFIRMATION_MS, reset) : undefined;
}
