import { queryClient } from '../../lib/query-client';
import { documentReviewKeys } from '../document-review/document-review-keys';
import { extensionOrderKeys } from './extension-order-keys';

/**
 * An extension order was recorded (or refused): the orders are read again, and so are the review
 * lists that show expiry dates ("Expiring soon"), which the order is changing.
 */
export const extensionOrdersChanged = () =>
  Promise.all(
    [extensionOrderKeys.all, documentReviewKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
