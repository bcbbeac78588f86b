import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { getCertificateIdOf, noCertificateClaim } from '../../data/ce-certificates';
import { deleteActivity, getActivity } from '../../data/continuing-education';
import { getDocument } from '../../data/documents';
import { isTransactionConflict, writeTransaction } from '../../data/transactions';
import type { Caller } from '../../domain/caller';
import { deleteDocumentAndFiles } from '../steps/document-deletion';

const NOT_FOUND_MESSAGE = 'This activity was not found.';

/**
 * Deletes one of the caller's activities with its audit event. Its certificate, if any, is deleted
 * first through the documents' own deletion (record, files, `deleted` event on the document); the
 * activity's delete then holds only while no certificate claims it, so an upload that raced in is a
 * 409 rather than an orphan. The id is looked up under the caller only, so someone else's activity
 * is the same 404 as an unknown id.
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
  const certificateId = await getCertificateIdOf(caller.userId, activity.id);
  const certificate = certificateId ? await getDocument(certificateId) : undefined;
  if (certificate) await deleteDocumentAndFiles(caller, { doc: certificate, role: 'owner' });
  try {
    await writeTransaction([
      deleteActivity(caller.userId, activity.id),
      noCertificateClaim(caller.userId, activity.id),
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
    if (!isTransactionConflict(error)) throw error;
    // Deleted meanwhile (a second tab): gone either way. A certificate uploaded meanwhile: try again.
    if (await getActivity(caller.userId, activity.id)) {
      throw new AppError('CONFLICT', 'A certificate was just uploaded for this activity. Reload and try again.');
    }
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  }
  return { success: true as const };
}
