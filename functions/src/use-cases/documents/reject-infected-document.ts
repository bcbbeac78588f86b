/**
 * GuardDuty Malware Protection for S3 found a threat in an object of the documents bucket (AWS only;
 * locally the upload check's structure check stands in). Whatever object it was, the upload itself
 * or the checked copy made from it, the infected object is removed; when it is the document's current
 * file, the document goes to `rejected` with the reason the owner sees, so it leaves (or never
 * reaches) review, and an approval it had is lost with its consequences (steps/document-change).
 * The change is conditioned on the version read; a lost race is read again, a few times.
 */
import { SYSTEM_ACTOR } from '../../data/audit-events';
import { getDocument, nextDocument } from '../../data/documents';
import { parseDocumentObjectKey, uploadKeyOf } from '../../domain/documents/object-key';
import { deleteObject } from '../../lib/aws/s3-objects';
import { logger } from '../../lib/logger';
import { recordDocumentChange } from '../steps/document-change';

export const MALWARE_REJECTION = 'The file was blocked: the malware scan found a threat in it';

export type ThreatOutcome = 'rejected' | 'removed' | 'ignored';

export async function rejectInfectedDocument({ bucket, key }: { bucket: string; key: string }): Promise<ThreatOutcome> {
  const uploadKey = uploadKeyOf(key);
  const parsed = parseDocumentObjectKey(uploadKey);
  if (!parsed) {
    logger.warn('Threat found in an object outside the document key layout; left for the bucket policy');
    return 'ignored';
  }
  let outcome: ThreatOutcome = 'removed';
  for (let attempt = 0; attempt < 3; attempt++) {
    const doc = await getDocument(parsed.documentId);
    const isCurrentFile = doc?.ownerId === parsed.ownerId && doc.uploadKey === uploadKey;
    if (!doc || !isCurrentFile || doc.status === 'rejected') break;
    const at = new Date().toISOString();
    const decided = await recordDocumentChange({
      before: doc,
      after: nextDocument(doc, { status: 'rejected', rejectionReason: MALWARE_REJECTION }, at),
      action: 'file_rejected',
      actor: { id: SYSTEM_ACTOR, role: 'system', name: null },
      at,
      reason: MALWARE_REJECTION,
      conflict: 'ignore',
    });
    if (decided) {
      outcome = 'rejected';
      break;
    }
  }
  await deleteObject(bucket, key);
  logger.warn('Removed a document file with a malware threat', { documentId: parsed.documentId, outcome });
  return outcome;
}
