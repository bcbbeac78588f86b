import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { tableName } from '../../data/client';
import { deleteDocumentItems, listDocumentVersions, type TransactItem, writeTransaction } from '../../data/documents';
import { keys } from '../../data/keys';
import { approvedTypeChange } from '../../data/user-verification';
import { env } from '../../lib/env';
import { httpRoute } from '../../lib/http-route';
import { logger } from '../../lib/logger';
import { deleteObject } from '../../lib/s3-objects';
import { actorNameOf, loadDocumentFor } from './document-access';

/**
 * Deletes a document: its record, its type claim and its versions in one transaction (with an
 * audit event, which outlives the document), then its files. A file that cannot be deleted now is
 * logged; the record is gone, so nothing can reach it any more.
 */
export const handler = httpRoute(documentRoutes, 'deleteDocument', async ({ caller, params }) => {
  const { doc, role } = await loadDocumentFor(caller, params.documentId, 'manage');
  const versions = await listDocumentVersions(doc.id);
  const at = new Date().toISOString();
  const items: TransactItem[] = [
    ...deleteDocumentItems(doc),
    ...versions.map((v) => ({ Delete: { TableName: tableName(), Key: keys.documentVersion(doc.id, v.n) } })),
    putAuditEvent(
      newAuditEvent({
        targetType: 'DOCUMENT',
        targetId: doc.id,
        documentId: doc.id,
        at,
        action: 'deleted',
        actorId: caller.userId,
        actorRole: role,
        actorName: await actorNameOf(caller),
        fileName: doc.fileName,
      }),
    ),
  ];
  if (doc.status === 'approved') items.push(approvedTypeChange(doc.ownerType, doc.ownerId, doc.type, 'DELETE'));
  await writeTransaction(items, new AppError('CONFLICT', 'This document was changed meanwhile. Reload and try again.'));
  const objectKeys = [doc.uploadKey, ...versions.map((v) => v.uploadKey)];
  for (const key of objectKeys) {
    await deleteObject(env.documentsBucket, key).catch((error: Error) =>
      logger.error('Document file not deleted', { documentId: doc.id, error }),
    );
  }
  return { success: true as const };
});
