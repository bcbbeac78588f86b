/**
 * Decides an uploaded document file, once. The object's real size (HEAD) and first bytes decide: a
 * JPEG/PNG/PDF of at most 10 MB moves the document from `uploading` to `pending`; anything else
 * moves it to `rejected` with the reason the user sees, and the object is deleted. The decision and
 * its audit event are one transaction conditioned on the document's version, so S3's at-least-once
 * delivery (or two deliveries at once) cannot decide twice: a replay finds the document no longer
 * `uploading` for this key and changes nothing (except re-deleting a rejected object, in case the
 * first run stopped before). Keys that are no document's current or earlier file (a slot replaced
 * or deleted before its upload arrived) are removed.
 */
import { SYSTEM_ACTOR } from '../../data/audit-events';
import { type DocumentEntity, getDocument, listDocumentVersions, nextDocument } from '../../data/documents';
import { judgeUploadedFile, SIGNATURE_BYTES } from '../../domain/documents/file-check';
import { parseDocumentObjectKey } from '../../domain/documents/object-key';
import { deleteObject, headObject, readObjectStart } from '../../lib/aws/s3-objects';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { recordDocumentChange } from '../steps/document-change';

export type UploadOutcome = 'pending' | 'rejected' | 'ignored' | 'orphan-removed';

async function removeOrphan(key: string, documentId: string, doc: DocumentEntity | undefined): Promise<UploadOutcome> {
  if (doc) {
    const versions = await listDocumentVersions(documentId);
    if (versions.some((v) => v.uploadKey === key)) return 'ignored';
  }
  await deleteObject(env.documentsBucket, key);
  logger.info('Removed an upload that belongs to no document file', { documentId });
  return 'orphan-removed';
}

export async function checkUploadedDocument({ key, bucket }: { key: string; bucket: string }): Promise<UploadOutcome> {
  const parsed = parseDocumentObjectKey(key);
  if (!parsed) {
    logger.warn('Upload outside the document key layout left alone');
    return 'ignored';
  }
  const doc = await getDocument(parsed.documentId);
  if (!doc || doc.uploadKey !== key || doc.ownerId !== parsed.ownerId) return removeOrphan(key, parsed.documentId, doc);
  if (doc.status === 'rejected') {
    // Decided before; make sure the refused file is gone (a first run may have stopped before deleting it).
    await deleteObject(bucket, key);
    return 'ignored';
  }
  if (doc.status !== 'uploading') return 'ignored';

  const head = await headObject(bucket, key);
  if (!head) {
    logger.warn('Uploaded object is gone before its check', { documentId: doc.id });
    return 'ignored';
  }
  const firstBytes = (await readObjectStart(bucket, key, SIGNATURE_BYTES)) ?? Buffer.alloc(0);
  const verdict = judgeUploadedFile({ size: head.size, firstBytes });
  const at = new Date().toISOString();
  const next = verdict.accepted
    ? nextDocument(doc, { status: 'pending', size: head.size, detectedKind: verdict.kind, rejectionReason: null }, at)
    : nextDocument(doc, { status: 'rejected', size: head.size, rejectionReason: verdict.reason }, at);
  const decided = await recordDocumentChange({
    before: doc,
    after: next,
    action: verdict.accepted ? 'file_accepted' : 'file_rejected',
    actor: { id: SYSTEM_ACTOR, role: 'system', name: null },
    at,
    reason: verdict.accepted ? null : verdict.reason,
    // Another delivery of the same event (or a newer upload slot) got there first: nothing to do.
    conflict: 'ignore',
  });
  if (!decided) return 'ignored';
  if (!verdict.accepted) await deleteObject(bucket, key);
  logger.info('Uploaded document checked', { documentId: doc.id, outcome: next.status, size: head.size });
  return next.status === 'pending' ? 'pending' : 'rejected';
}
