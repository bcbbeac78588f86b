import { adminDocumentRoutes } from '@lunia/shared/api/routes/admin-documents';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import {
  getDocument,
  nextDocument,
  replaceDocumentItem,
  type TransactItem,
  toDocumentRecord,
  writeTransaction,
} from '../../data/documents';
import { approvedTypeChange } from '../../data/user-verification';
import { httpRoute } from '../../lib/http-route';
import { actorNameOf } from '../documents/document-access';

const ALREADY_REVIEWED = 'This document was already reviewed by another admin.';

/**
 * Approves (optional notes) or denies (required reason) a pending individual document. The
 * decision is written only if the document is still the version that was read, together with its
 * audit event and the owner's approved-types set: of two admins deciding at once, one wins and the
 * other gets 409 with a clear message — no lost update.
 */
export const handler = httpRoute(adminDocumentRoutes, 'verifyDocument', async ({ caller, params, body }) => {
  const doc = params.documentId ? await getDocument(params.documentId) : undefined;
  if (doc?.context !== 'individual') throw new AppError('NOT_FOUND', 'Document not found.');
  if (doc.status === 'approved' || doc.status === 'denied') throw new AppError('CONFLICT', ALREADY_REVIEWED);
  if (doc.status !== 'pending') throw new AppError('CONFLICT', 'Only pending documents can be reviewed.');

  const at = new Date().toISOString();
  const next = body.verified
    ? nextDocument(
        doc,
        { status: 'approved', notes: body.notes || null, reviewedAt: at, reviewedBy: caller.userId },
        at,
      )
    : nextDocument(
        doc,
        { status: 'denied', denialReason: body.denialReason, notes: null, reviewedAt: at, reviewedBy: caller.userId },
        at,
      );
  const items: TransactItem[] = [
    replaceDocumentItem(next, doc.version),
    putAuditEvent(
      newAuditEvent({
        targetType: 'DOCUMENT',
        targetId: doc.id,
        documentId: doc.id,
        at,
        action: body.verified ? 'approved' : 'denied',
        actorId: caller.userId,
        actorRole: 'admin',
        actorName: await actorNameOf(caller),
        reason: body.verified ? body.notes || null : body.denialReason,
        fileName: doc.fileName,
      }),
    ),
  ];
  if (body.verified) items.push(approvedTypeChange(doc.ownerType, doc.ownerId, doc.type, 'ADD'));
  await writeTransaction(items, new AppError('CONFLICT', ALREADY_REVIEWED));
  return { document: toDocumentRecord(next) };
});
