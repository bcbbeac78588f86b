import { AppError } from '@lunia/shared/errors';
import { deleteVersionItem, listDocumentVersions } from '../../data/documents';
import type { Caller } from '../../domain/caller';
import { deleteObject } from '../../lib/aws/s3-objects';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { actorOf } from '../steps/actor';
import { loadDocumentFor } from '../steps/document-access';
import { recordDocumentChange } from '../steps/document-change';

/**
 * Deletes a document: its record, its type claim and its versions in one transaction (with an
 * audit event, which outlives the document), then its files. A file that cannot be deleted now is
 * logged; the record is gone, so nothing can reach it any more.
 */
export async function deleteDocument(input: {
  caller: Caller;
  documentId: string | undefined;
  activeOrgId?: string | undefined;
}) {
  const { doc, role } = await loadDocumentFor(input.caller, input.documentId, 'manage', input.activeOrgId);
  const versions = await listDocumentVersions(doc.id);
  await recordDocumentChange({
    before: doc,
    after: undefined,
    action: 'deleted',
    actor: await actorOf(input.caller, role),
    at: new Date().toISOString(),
    alongWith: versions.map((version) => deleteVersionItem(doc.id, version.n)),
    conflict: new AppError('CONFLICT', 'This document was changed meanwhile. Reload and try again.'),
  });
  const keys = [doc, ...versions].flatMap((file) => [file.uploadKey, ...(file.checkedKey ? [file.checkedKey] : [])]);
  for (const key of keys) {
    await deleteObject(env.documentsBucket, key).catch((error: Error) =>
      logger.error('Document file not deleted', { documentId: doc.id, error }),
    );
  }
  return { success: true as const };
}
