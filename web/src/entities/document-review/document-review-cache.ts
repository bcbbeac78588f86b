import { queryClient } from '../../lib/query-client';
import { documentReviewKeys } from './document-review-keys';

/** A decision was made (or refused: someone else decided first): every queue is read again. */
export const reviewDecided = () => queryClient.invalidateQueries({ queryKey: documentReviewKeys.queues });

/** An expiry date was corrected: the queues and both expiring lists show the new date. */
export const expiryCorrected = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: documentReviewKeys.queues }),
    queryClient.invalidateQueries({ queryKey: documentReviewKeys.expiring }),
  ]);

/** Today's expiry check ran: the expiring documents are read again. */
export const expiryCheckRan = () => queryClient.invalidateQueries({ queryKey: documentReviewKeys.expiring });
