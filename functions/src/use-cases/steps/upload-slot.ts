/**
 * Upload slots of document files: a presigned POST for a server-chosen key (never the user's file
 * name), limited to 1 byte..10 MB and the declared type, valid for five minutes. The browser posts
 * the file straight to S3; the object-created event then checks it (use-cases/documents/check-uploaded-document).
 */
import { randomUUID } from 'node:crypto';
import { DOCUMENT_UPLOAD_URL_SECONDS, MAX_DOCUMENT_BYTES } from '@lunia/shared/domain/constants';
import { verifiedRegistrationOf } from '@lunia/shared/domain/credentials/staggered-registration';
import { AppError } from '@lunia/shared/errors';
import { type DocumentEntity, nextDocument, putVersionItem, versionOf } from '../../data/documents';
import type { Caller } from '../../domain/caller';
import { documentObjectKey } from '../../domain/documents/object-key';
import { createPresignedPost } from '../../lib/aws/s3-objects';
import { env } from '../../lib/env';
import { toDocumentRecord } from '../../views/document-record';
import type { Actor } from './actor';
import { recordDocumentChange } from './document-change';
import { checkExpiryDate } from './expiry-date';

export interface FileDeclaration {
  fileName: string;
  contentType: string;
  size: number;
}

/** A caller's request for a new file on one of their documents (an update or a resubmission). */
export interface FileReplacementRequest {
  caller: Caller;
  documentId: string | undefined;
  activeOrgId?: string | undefined;
  file: FileDeclaration;
  /** The new file's expiry date; absent keeps the document's date (see `replaceFileSlot`). */
  expiresOn?: string | undefined;
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
 * `expiresOn` is the new file's expiry date; undefined keeps the document's date. The date the
 * document will have is checked (required, not past): renewing an expired licence needs its new date.
 */
export async function replaceFileSlot(input: {
  doc: DocumentEntity;
  file: FileDeclaration;
  action: 'file_replace_requested' | 'resubmit_requested' | 'upload_requested';
  actor: Actor;
  expiresOn?: string | null | undefined;
}) {
  const { doc, file } = input;
  const now = new Date();
  const expiresOn = input.expiresOn === undefined ? (doc.expiresOn ?? null) : input.expiresOn;
  // A verified registration renewed by its month keeps that month (staggered-registration.ts).
  checkExpiryDate(doc.type, expiresOn, now, verifiedRegistrationOf(doc));
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
      checkedKey: null,
      checkedETag: null,
      checkedVersionId: null,
      fileNumber: doc.fileNumber + 1,
      status: 'uploading',
      denialReason: null,
      rejectionReason: null,
      notes: null,
      uploadedAt: at,
      reviewedAt: null,
      reviewedBy: null,
      expiresOn,
    },
    at,
  );
  await recordDocumentChange({
    before: doc,
    after: next,
    action: input.action,
    actor: input.actor,
    at,
    reason: doc.status === 'denied' ? doc.denialReason : null,
    alongWith: hadFile ? [putVersionItem(versionOf(doc, at))] : [],
    conflict: new AppError('CONFLICT', 'This document was changed meanwhile. Reload and try again.'),
  });
  return { document: toDocumentRecord(next), upload: uploadFormFor(next, now) };
}
