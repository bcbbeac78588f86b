import { type DocumentAuditAction, listAuditEvents } from '../../data/audit-events';
import type { Caller } from '../../domain/caller';
import { loadDocumentFor } from '../steps/document-access';

/**
 * The document's audit trail, newest first: every upload, file check, submission, admin view and
 * decision. Owners see what happened and why; which admin acted is shown to admins only.
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
      .filter((event) => event.action !== 'approved_for_bookrx')
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
