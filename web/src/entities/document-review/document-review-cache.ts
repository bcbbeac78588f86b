import { queryClient, refreshWithCounters } from '../../lib/query-client';
import { adminOrganizationKeys } from '../admin-organizations/admin-organization-keys';
import { platformKeys } from '../platform/platform-keys';
import { documentReviewKeys } from './document-review-keys';

/**
 * A decision was made (or refused: someone else decided first): every queue and the dashboard's counters
 * are read again, and once more when the stream has moved the counts. An organization's document moves
 * it between "documents missing" and "pending review", so the organization lists and the approval
 * page's counts are read again too (issue 40).
 */
export const reviewDecided = () =>
  refreshWithCounters(() =>
    Promise.all(
      [documentReviewKeys.queues, platformKeys.stats, adminOrganizationKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    ),
  );

/** An expiry date was corrected: the queues and both expiring lists show the new date. */
export const expiryCorrected = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: documentReviewKeys.queues }),
    queryClient.invalidateQueries({ queryKey: documentReviewKeys.expiring }),
  ]);

/** Today's expiry check ran: the expiring documents are read again. */
export const expiryCheckRan = () => queryClient.invalidateQueries({ queryKey: documentReviewKeys.expiring });
