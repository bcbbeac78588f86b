import { queryClient, refreshWithCounters } from '../../lib/query-client';
import { adminOrganizationKeys } from '../admin-organizations/admin-organization-keys';
import { documentReviewKeys } from '../document-review/document-review-keys';
import { platformKeys } from '../platform/platform-keys';
import { reminderKeys } from '../reminders/reminder-keys';
import { adminUserKeys } from './admin-user-keys';

/**
 * A user's account changed in the back office (approved for BookRx, disabled, enabled), or the change
 * was refused: everything the back office shows about users is read again. The users table, an open
 * user's panel and the final-approval queue; the counters and module figures; the organizations'
 * members; the review queues' owners; the reminder recipients.
 */
export const adminUserChanged = () =>
  refreshWithCounters(() =>
    Promise.all(
      [adminUserKeys.all, adminOrganizationKeys.all, platformKeys.all, documentReviewKeys.all, reminderKeys.all].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    ),
  );
