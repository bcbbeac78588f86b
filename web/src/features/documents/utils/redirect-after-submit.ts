import type { DocumentContext } from '@lunia/shared/domain/constants';
import { REDIRECT_AFTER_SUBMIT_MS } from '../../../lib/spec-timings';
import { runAfter } from '../../../lib/timers';
import { paths } from '../../../paths';

/** Where a submission leads: an organization's to the dashboard, a pharmacist's to BookRx Network. */
export const redirectTargetAfterSubmit = (context: DocumentContext): string =>
  context === 'organization' ? paths.dashboard : paths.bookrxNetwork;

/**
 * After the documents are submitted for review the page redirects after the spec's 3 s (portal §2
 * "/document-upload"). Returns the cancel function (an effect's cleanup).
 */
export function scheduleRedirectAfterSubmit(context: DocumentContext, navigate: (to: string) => void): () => void {
  return runAfter(REDIRECT_AFTER_SUBMIT_MS, () => navigate(redirectTargetAfterSubmit(context)));
}
