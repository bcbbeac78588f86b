/**
 * An admin's decision on a pending document of one review context: approve (optional notes) or deny
 * (required reason). The decision is written only if the document is still the version that was
 * read, together with its audit event and the owner's approved-types set: of two admins deciding at
 * once, one wins and the other gets 409 with a clear message — no lost update. A document of the
 * other context is not found through this route.
 *
 * The decision names the file the admin reviewed (`fileNumber`). When the document's current file is
 * another (the owner replaced it meanwhile), the answer is 409 DOCUMENT_FILE_CHANGED: the write's own
 * condition requires that file number, so a replacement that lands between the read and the write
 * cannot be approved unseen; a lost write is then explained by reading the document again.
 */
import type { VerifyDocumentBody } from '@lunia/shared/api/schemas/admin-documents';
import type { DocumentContext } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { BUSINESS_METRICS } from '@lunia/shared/operations/metrics';
import { getDocument, nextDocument } from '../../data/documents';
import type { Caller } from '../../domain/caller';
import { countBusinessEvent } from '../../lib/metrics';
import { toDocumentRecord } from '../../views/document-record';
import { actorOf } from './actor';
import { recordDocumentChange } from './document-change';
import { refuseOwnCase } from './separation-of-duties';

const ALREADY_REVIEWED = 'This document was already reviewed by another admin.';

export async function decideDocument(input: {
  caller: Caller;
  context: DocumentContext;
  documentId: string | undefined;
  decision: VerifyDocumentBody;
}) {
  const { caller, decision } = input;
  const doc = input.documentId ? await getDocument(input.documentId) : undefined;
  if (doc?.context !== input.context) throw new AppError('NOT_FOUND', 'Document not found.');
  await refuseOwnCase(caller, doc.ownerType === 'USER' ? { userId: doc.ownerId } : { orgId: doc.ownerId });
  if (doc.fileNumber !== decision.fileNumber) throw fileChanged();
  if (doc.status === 'approved' || doc.status === 'denied') throw new AppError('CONFLICT', ALREADY_REVIEWED);
  if (doc.status !== 'pending') throw new AppError('CONFLICT', 'Only pending documents can be reviewed.');

  const at = new Date().toISOString();
  const reviewed = { reviewedAt: at, reviewedBy: caller.userId };
  const next = decision.verified
    ? nextDocument(doc, { status: 'approved', notes: decision.notes || null, ...reviewed }, at)
    : nextDocument(doc, { status: 'denied', denialReason: decision.denialReason, notes: null, ...reviewed }, at);
  const conflict = new AppError('CONFLICT', ALREADY_REVIEWED);
  try {
    await recordDocumentChange({
      before: doc,
      after: next,
      action: decision.verified ? 'approved' : 'denied',
      actor: await actorOf(caller, 'admin'),
      at,
      reason: decision.verified ? decision.notes || null : decision.denialReason,
      fileNumber: decision.fileNumber,
      conflict,
    });
  } catch (error) {
    if (error !== conflict) throw error;
    const now = await getDocument(doc.id);
    throw now && now.fileNumber !== decision.fileNumber ? fileChanged() : conflict;
  }
  countBusinessEvent(BUSINESS_METRICS.documentsDecided);
  return { document: toDocumentRecord(next) };
}

const fileChanged = () => new AppError('DOCUMENT_FILE_CHANGED', undefined, 'fileNumber');
