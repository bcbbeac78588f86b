import { randomUUID } from 'node:crypto';
import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import {
  createDocumentItems,
  type DocumentEntity,
  getDocument,
  getDocumentIdOfSlot,
  toDocumentRecord,
  writeTransaction,
} from '../../data/documents';
import { getUserProfile } from '../../data/users';
import { DOCUMENT_TYPES_BY_CONTEXT } from '../../domain/documents/review-rules';
import { httpRoute } from '../../lib/http-route';
import { newObjectKey, replaceFileSlot, uploadFormFor } from './upload-slot';

/**
 * Creates the caller's document of a type as `uploading` and returns its presigned POST. One
 * document per type: asking again while the earlier upload never arrived or was rejected gives
 * that document a new slot; a document with an accepted file must be updated or resubmitted.
 */
export const handler = httpRoute(documentRoutes, 'createDocumentUpload', async ({ caller, body }) => {
  if (!DOCUMENT_TYPES_BY_CONTEXT.individual.includes(body.type)) {
    throw new AppError('VALIDATION_FAILED', 'This document type is for organizations.', 'type');
  }
  const profile = await getUserProfile(caller.userId);
  if (!profile) throw new AppError('NOT_FOUND', 'Your profile was not found.');
  const actor = { id: caller.userId, role: 'owner' as const, name: `${profile.firstName} ${profile.lastName}`.trim() };
  const file = { fileName: body.fileName, contentType: body.contentType, size: body.size };

  const existingId = await getDocumentIdOfSlot('USER', caller.userId, body.type);
  const existing = existingId ? await getDocument(existingId) : undefined;
  if (existing) {
    if (existing.status !== 'uploading' && existing.status !== 'rejected') {
      throw new AppError('CONFLICT', 'This document was already uploaded. Update or resubmit it instead.');
    }
    return replaceFileSlot({ doc: existing, file, action: 'upload_requested', actor });
  }

  const now = new Date();
  const at = now.toISOString();
  const id = randomUUID();
  const base = { ownerType: 'USER' as const, ownerId: caller.userId, id };
  const doc: DocumentEntity = {
    ...base,
    context: 'individual',
    type: body.type,
    module: body.module,
    fileName: body.fileName,
    contentType: body.contentType,
    declaredSize: body.size,
    size: null,
    detectedKind: null,
    uploadKey: newObjectKey(base),
    fileNumber: 1,
    status: 'uploading',
    denialReason: null,
    rejectionReason: null,
    notes: null,
    uploadedAt: at,
    createdAt: at,
    updatedAt: at,
    reviewedAt: null,
    reviewedBy: null,
    ownerSearch: `${profile.email} ${profile.firstName} ${profile.lastName}`.toLowerCase(),
    version: 1,
  };
  await writeTransaction(
    [
      ...createDocumentItems(doc),
      putAuditEvent(
        newAuditEvent({
          targetType: 'DOCUMENT',
          targetId: id,
          documentId: id,
          at,
          action: 'upload_requested',
          actorId: actor.id,
          actorRole: 'owner',
          actorName: actor.name,
          fileName: body.fileName,
        }),
      ),
    ],
    new AppError('CONFLICT', 'This document is being uploaded already. Reload and try again.'),
  );
  return { document: toDocumentRecord(doc), upload: uploadFormFor(doc, now) };
});
