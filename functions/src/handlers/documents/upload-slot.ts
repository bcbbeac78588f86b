/**
 * Upload slots of document files: a presigned POST for a server-chosen key (never the user's file
 * name), limited to 1 byte..10 MB and the declared type, valid for five minutes. The browser posts
 * the file straight to S3; the object-created event then checks it (events/s3-document-uploaded).
 */
import { randomUUID } from 'node:crypto';
import { DOCUMENT_UPLOAD_URL_SECONDS, MAX_DOCUMENT_BYTES } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { type AuditActorRole, newAuditEvent, putAuditEvent } from '../../data/audit-events';
import {
  type DocumentEntity,
  nextDocument,
  putVersionItem,
  replaceDocumentItem,
  type TransactItem,
  toDocumentRecord,
  versionOf,
  writeTransaction,
} from '../../data/documents';
import { approvedTypeChange } from '../../data/user-verification';
import { documentObjectKey } from '../../domain/documents/object-key';
import { env } from '../../lib/env';
import { createPresignedPost } from '../../lib/s3-objects';

export interface FileDeclaration {
  fileName: string;
  contentType: string;
  size: number;
}

export const newObjectKey = (doc: Pick<DocumentEntity, 'ownerType' | 'ownerId' | 'id'>) =>
  documentObjectKey({ ownerType: doc.ownerType, ownerId: doc.ownerId, documentId: doc.id, fileId: randomUUID() });

/** The presigned POST for a document's current upload key. */
export function uploadFormFor(doc: DocumentEntity, now = new Date()) {
  const post = createPresignedPost({
    bucket: env.documentsBucket,
    key: doc.uploadKey,
    contentType: doc.contentType,
    minBytes: 1,
    maxBytes: MAX_DOCUMENT_BYTES,
    expiresInSeconds: DOCUMENT_UPLOAD_URL_SECONDS,
    now,
  });
  return { ...post, expiresAt: new Date(now.getTime() + DOCUMENT_UPLOAD_URL_SECONDS * 1000).toISOString() };
}

/**
 * Gives an existing document a new upload slot (update, resubmit, or a retry after a rejected or
 * abandoned upload): the current file, if one was accepted, is kept as a version for the audit;
 * the document goes back to `uploading` and, once the new file passes the check, to `pending`.
 */
export async function replaceFileSlot(input: {
  doc: DocumentEntity;
  file: FileDeclaration;
  action: 'file_replace_requested' | 'resubmit_requested' | 'upload_requested';
  actor: { id: string; role: AuditActorRole; name: string | null };
}) {
  const { doc, file, actor } = input;
  const now = new Date();
  const at = now.toISOString();
  const hadFile = doc.status === 'pending' || doc.status === 'approved' || doc.status === 'denied';
  const next = nextDocument(
    doc,
    {
      fileName: file.fileName,
      contentType: file.contentType,
      declaredSize: file.size,
      size: null,
      detectedKind: null,
      uploadKey: newObjectKey(doc),
      fileNumber: doc.fileNumber + 1,
      status: 'uploading',
      denialReason: null,
      rejectionReason: null,
      notes: null,
      uploadedAt: at,
      reviewedAt: null,
      reviewedBy: null,
    },
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
        action: input.action,
        actorId: actor.id,
        actorRole: actor.role,
        actorName: actor.name,
        fileName: file.fileName,
        reason: doc.status === 'denied' ? doc.denialReason : null,
      }),
    ),
  ];
  if (hadFile) items.push(putVersionItem(versionOf(doc, at)));
  if (doc.status === 'approved') items.push(approvedTypeChange(doc.ownerType, doc.ownerId, doc.type, 'DELETE'));
  await writeTransaction(items, new AppError('CONFLICT', 'This document was changed meanwhile. Reload and try again.'));
  return { document: toDocumentRecord(next), upload: uploadFormFor(next, now) };
}
