/** Deleting a document with its versions and files: the owner's delete, and an account's deletion (issue 25). */
import { AppError } from '@lunia/shared/errors';
import {
  type DocumentVersion,
  deleteVersionItem,
  deleteVersionItems,
  listDocumentVersions,
} from '../../data/documents';
import type { Caller } from '../../domain/caller';
import { deleteObject } from '../../lib/aws/s3-objects';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { actorOf } from './actor';
import type { DocumentAccess } from './document-access';
import { recordDocumentChange } from './document-change';

/**
 * Versions deleted in the document's own transaction: with the document, its slot claim, its audit
 * event and the owner's verification (document-change.ts, at most 4 more) this stays well under
 * DynamoDB's 100 items per transaction.
 */
const VERSIONS_IN_TRANSACTION = 80;

const filesOf = (file: { uploadKey: string; checkedKey?: string | null | undefined }) => [
  file.uploadKey,
  ...(file.checkedKey ? [file.checkedKey] : []),
];

async function deleteFiles(documentId: string, keys: readonly string[]) {
  for (const key of keys) {
    await deleteObject(env.documentsBucket, key).catch((error: Error) =>
      logger.error('Document file not deleted', { documentId, error }),
    );
  }
}

/**
 * Deletes a document: its record, its type claim and its versions (with an audit event, which
 * outlives the document, and the owner's verification re-evaluated), then its files. A document
 * replaced many times has more versions than one transaction can hold: the oldest beyond
 * VERSIONS_IN_TRANSACTION are deleted first, in batches, with their files; the document stays whole
 * and valid meanwhile, so a failure part-way leaves a document the owner can delete again (deleting
 * what is already gone is no error). A file that cannot be deleted now is logged; the record is gone,
 * so nothing can reach it any more (noncurrent object versions expire by the bucket's lifecycle rule).
 */
export async function deleteDocumentAndFiles(caller: Caller, { doc, role }: DocumentAccess): Promise<void> {
  const versions = await listDocumentVersions(doc.id);
  const overflow: DocumentVersion[] = versions.slice(0, Math.max(0, versions.length - VERSIONS_IN_TRANSACTION));
  const kept = versions.slice(overflow.length);
  if (overflow.length > 0) {
    await deleteVersionItems(
      doc.id,
      overflow.map((version) => version.n),
    );
    await deleteFiles(doc.id, overflow.flatMap(filesOf));
  }
  await recordDocumentChange({
    before: doc,
    after: undefined,
    action: 'deleted',
    actor: await actorOf(caller, role),
    at: new Date().toISOString(),
    alongWith: kept.map((version) => deleteVersionItem(doc.id, version.n)),
    conflict: new AppError('CONFLICT', 'This document was changed meanwhile. Reload and try again.'),
  });
  await deleteFiles(doc.id, [doc, ...kept].flatMap(filesOf));
}
