import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { deleteActivity, getActivity } from '../../data/continuing-education';
import { isTransactionConflict, writeTransaction } from '../../data/transactions';
import type { Caller } from '../../domain/caller';

const NOT_FOUND_MESSAGE = 'This activity was not found.';

/**
 * Deletes one of the caller's activities with its audit event. The id is looked up under the caller
 * only, so someone else's activity is the same 404 as an unknown id.
 */
export async function deleteContinuingEducation({
  caller,
  activityId,
}: {
  caller: Caller;
  activityId: string | undefined;
}) {
  const activity = activityId ? await getActivity(caller.userId, activityId) : undefined;
  if (!activity) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  try {
    await writeTransaction([
      deleteActivity(caller.userId, activity.id),
      putAuditEvent(
        newAuditEvent({
          targetType: 'USER',
          targetId: caller.userId,
          at: new Date().toISOString(),
          action: 'ce_activity_deleted',
          actorId: caller.userId,
          actorRole: 'owner',
        }),
      ),
    ]);
  } catch (error) {
    // Deleted meanwhile (a second tab): gone either way.
    if (isTransactionConflict(error)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    throw error;
  }
  return { success: true as const };
}
