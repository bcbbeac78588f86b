import type { DocumentContext } from '@lunia/shared/domain/constants';
import { REDIRECT_AFTER_SUBMIT_MS } from '../../../lib/spec-timings';
import { runAfter } from '../../../lib/timers';
import { paths } from '../../../paths';

/**
 * Where a submission leads: an organization's to the dashboard. A pharmacist's stays on their
 * documents with the confirmation (issue 40: BookRx Network showed the active organization's
 * documents instead, with no word of what was submitted).
 */
export const redirectTargetAfterSubmit = (context: DocumentContext): string | null =>
  context === 'organization' ? paths.dashboard : null;

/**
 * After an organization's documents are submitted for review the page redirects after the spec's 3 s
 * (portal §2 "/document-upload"). Returns the cancel function (an effect's cleanup).
 */
export function scheduleRedirectAfterSubmit(context: DocumentContext, navigate: (to: string) => void): () => void {
  const target = redirectTargetAfterSubmit(context);
  if (!target) return () => undefined;
  return runAfter(REDIRECT_AFTER_SUBMIT_MS, () => navigate(target));
}
