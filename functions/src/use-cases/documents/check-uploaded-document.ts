/**
 * Decides an uploaded document file, once. The object's real size (HEAD) and first bytes decide the
 * kind, then its structure is read (domain/documents/file-structure.ts: a PDF's cross-reference and
 * page tree, an image's dimensions, by ranged GETs of only the bytes needed): a JPEG/PNG/PDF of at
 * most 10 MB that is what it claims moves the document from `uploading` to `pending`; anything else
 * moves it to `rejected` with the reason the user sees, and the object is deleted, so it never
 * reaches review. In AWS, GuardDuty Malware Protection scans the same object, and a threat verdict
 * rejects the document (use-cases/documents/reject-infected-document.ts). The decision and
 * its audit event are one transaction conditioned on the document's version, so S3's at-least-once
 * delivery (or two deliveries at once) cannot decide twice.
 *
 * The checked bytes are pinned: the first bytes are read only while the object is still the one
 * HEAD saw (its ETag), and an accepted file is copied, under the same ETag condition, to its checked
 * key (checked/<upload key>/<etag>), which no upload form can write; the document records that key,
 * the ETag and the copy's VersionId, and view/download serve it. The object under the upload key is
 * then deleted. A presigned POST stays valid for its five minutes, so the same form may be posted
 * again: a later object under the upload key of a document that is no longer `uploading` is deleted,
 * never checked or served (the owner asks for a new slot to change the file). Keys that are no
 * document's current or earlier file (a slot replaced or deleted before its upload arrived) are
 * removed; our own checked copies raise events too and are left alone.
 */
import { SYSTEM_ACTOR } from '../../data/audit-events';
import { type DocumentEntity, getDocument, listDocumentVersions, nextDocument } from '../../data/documents';
import { type FileVerdict, judgeUploadedFile, SIGNATURE_BYTES } from '../../domain/documents/file-check';
import { inspectFileStructure } from '../../domain/documents/file-structure';
import { checkedObjectKey, isCheckedObjectKey, parseDocumentObjectKey } from '../../domain/documents/object-key';
import { copyObject, deleteObject, headObject, readObjectRange, readObjectStart } from '../../lib/aws/s3-objects';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { recordDocumentChange } from '../steps/document-change';
import { resubmissionEvents } from '../steps/document-submission';

export type UploadOutcome = 'pending' | 'rejected' | 'ignored' | 'orphan-removed' | 'later-upload-removed';

async function removeOrphan(key: string, documentId: string, doc: DocumentEntity | undefined): Promise<UploadOutcome> {
  if (doc) {
    const versions = await listDocumentVersions(documentId);
    // An earlier file checked before checked copies existed is kept under its upload key (the audit's file).
    if (versions.some((v) => v.uploadKey === key && !v.checkedKey)) return 'ignored';
  }
  await deleteObject(env.documentsBucket, key);
  logger.info('Removed an upload that belongs to no document file', { documentId });
  return 'orphan-removed';
}

export async function checkUploadedDocument({ key, bucket }: { key: string; bucket: string }): Promise<UploadOutcome> {
  if (isCheckedObjectKey(key)) return 'ignored';
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
  if (doc.status !== 'uploading') {
    // Documents checked before checked copies existed are served from the upload key: left alone.
    if (!doc.checkedKey) return 'ignored';
    // The checked file lives under its checked key; anything under the upload key now is a repost of the form.
    await deleteObject(bucket, key);
    logger.warn('Removed a later upload to a document already checked', { documentId: doc.id });
    return 'later-upload-removed';
  }

  const head = await headObject(bucket, key);
  if (!head?.etag) {
    logger.warn('Uploaded object is gone before its check', { documentId: doc.id });
    return 'ignored';
  }
  const firstBytes = await readObjectStart(bucket, key, SIGNATURE_BYTES, { ifMatch: head.etag });
  if (!firstBytes) {
    // Replaced (or removed) between HEAD and GET: the newer object's own event decides.
    logger.info('Uploaded object changed during its check', { documentId: doc.id });
    return 'ignored';
  }
  const verdict = await structureChecked(judgeUploadedFile({ size: head.size, firstBytes }), bucket, key, {
    size: head.size,
    etag: head.etag,
  });
  if (!verdict) {
    logger.info('Uploaded object changed during its check', { documentId: doc.id });
    return 'ignored';
  }
  const at = new Date().toISOString();
  if (!verdict.accepted) {
    const rejected = nextDocument(doc, { status: 'rejected', size: head.size, rejectionReason: verdict.reason }, at);
    const decided = await recordDocumentChange({
      before: doc,
      after: rejected,
      action: 'file_rejected',
      actor: { id: SYSTEM_ACTOR, role: 'system', name: null },
      at,
      reason: verdict.reason,
      // Another delivery of the same event (or a newer upload slot) got there first: nothing to do.
      conflict: 'ignore',
    });
    if (!decided) return 'ignored';
    await deleteObject(bucket, key);
    logger.info('Uploaded document checked', { documentId: doc.id, outcome: 'rejected', size: head.size });
    return 'rejected';
  }

  const checkedKey = checkedObjectKey(key, head.etag);
  const copy = await copyObject(bucket, key, checkedKey, { ifMatch: head.etag });
  if (copy?.etag !== head.etag) {
    // The bytes under the upload key changed before the copy: not what was checked.
    if (copy) await deleteObject(bucket, checkedKey);
    logger.info('Uploaded object changed during its check', { documentId: doc.id });
    return 'ignored';
  }
  const accepted = nextDocument(
    doc,
    {
      status: 'pending',
      size: head.size,
      detectedKind: verdict.kind,
      rejectionReason: null,
      checkedKey,
      checkedETag: head.etag,
      checkedVersionId: copy.versionId ?? null,
    },
    at,
  );
  const decided = await recordDocumentChange({
    before: doc,
    after: accepted,
    action: 'file_accepted',
    actor: { id: SYSTEM_ACTOR, role: 'system', name: null },
    at,
    // A resubmitted document goes back to review: its submission events are part of the acceptance.
    alongWith: await resubmissionEvents(accepted, at),
    conflict: 'ignore',
  });
  if (!decided) {
    // Another delivery decided first; keep its copy, drop ours if it is a different one.
    const now = await getDocument(doc.id);
    if (now?.checkedKey !== checkedKey) await deleteObject(bucket, checkedKey);
    return 'ignored';
  }
  await deleteObject(bucket, key);
  logger.info('Uploaded document checked', { documentId: doc.id, outcome: 'pending', size: head.size });
  return 'pending';
}

/** Marks a ranged read that found the object replaced (ETag) or gone: the newer object's event decides. */
class ObjectChanged extends Error {}

/**
 * A magic-byte verdict checked further against the file's structure, read from the object HEAD saw
 * (If-Match its ETag). Undefined when the object changed meanwhile.
 */
async function structureChecked(
  verdict: FileVerdict,
  bucket: string,
  key: string,
  head: { size: number; etag: string },
): Promise<FileVerdict | undefined> {
  if (!verdict.accepted) return verdict;
  const read = async (offset: number, length: number) => {
    const bytes = await readObjectRange(bucket, key, offset, length, { ifMatch: head.etag });
    if (!bytes) throw new ObjectChanged();
    return bytes;
  };
  try {
    const structure = await inspectFileStructure(verdict.kind, head.size, read);
    return structure.ok ? verdict : { accepted: false, reason: structure.reason };
  } catch (error) {
    if (error instanceof ObjectChanged) return undefined;
    throw error;
  }
}
