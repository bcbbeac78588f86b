import { type DocumentAuditAction, listAuditEvents } from '../../data/audit-events';
import type { Caller } from '../../domain/caller';
import { loadDocumentFor } from '../steps/document-access';

/** An admin opening or downloading the file while reviewing it. */
const isAdminLook = (event: { action: string; actorRole: string }) =>
  event.actorRole === 'admin' && (event.action === 'viewed' || event.action === 'downloaded');

/**
 * The document's audit trail, newest first: every upload, file check, submission, admin view and
 * decision. Owners see what happened and why; which admin acted is shown to admins only. Admins'
 * views and downloads are shown to admins only: an owner watching the timeline would otherwise see
 * the review happen live (and could time a file swap to it); the decision itself is what they see.
 */
export async function getDocumentTimeline({
  caller,
  documentId,
  activeOrgId,
}: {
  caller: Caller;
  documentId: string | undefined;
  activeOrgId?: string | undefined;
}) {
  const { doc, role } = await loadDocumentFor(caller, documentId, 'read', activeOrgId);
  const events = await listAuditEvents('DOCUMENT', doc.id);
  const showNames = role === 'admin' || caller.isAdmin;
  return {
    events: events
      .filter((event) => event.action !== 'approved_for_bookrx' && (caller.isAdmin || !isAdminLook(event)))
      .map((event) => ({
        id: event.id,
        at: event.at,
        // A document's partition holds only document events (and the user approval, filtered above).
        action: event.action as DocumentAuditAction,
        actor: event.actorRole,
        actorName: showNames || event.actorId === caller.userId ? event.actorName : null,
        reason: event.reason,
        fileName: event.fileName,
      })),
  };
}
