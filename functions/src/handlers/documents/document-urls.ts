/**
 * Short-lived presigned GETs of a document's current file: one to show it, one that makes the
 * browser save it under the user's file name. Admin access is audited (issue 5: "admin views are
 * audited"); the owner's own views are not.
 */
import { DOCUMENT_VIEW_URL_SECONDS } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, recordAuditEvent } from '../../data/audit-events';
import { env } from '../../lib/env';
import type { Caller } from '../../lib/request-context';
import { presignGetUrl } from '../../lib/s3-objects';
import { actorNameOf, loadDocumentFor } from './document-access';

export async function documentUrls(caller: Caller, documentId: string | undefined, action: 'viewed' | 'downloaded') {
  const { doc, role } = await loadDocumentFor(caller, documentId, 'read');
  if (doc.status !== 'pending' && doc.status !== 'approved' && doc.status !== 'denied') {
    throw new AppError('NOT_FOUND', 'This document has no file to show yet.');
  }
  const now = new Date();
  if (role === 'admin') {
    const event = newAuditEvent({
      targetType: 'DOCUMENT',
      targetId: doc.id,
      documentId: doc.id,
      at: now.toISOString(),
      action,
      actorId: caller.userId,
      actorRole: 'admin',
      actorName: await actorNameOf(caller),
      fileName: doc.fileName,
    });
    await recordAuditEvent(event);
  }
  const [viewUrl, downloadUrl] = await Promise.all([
    presignGetUrl({ bucket: env.documentsBucket, key: doc.uploadKey, expiresInSeconds: DOCUMENT_VIEW_URL_SECONDS }),
    presignGetUrl({
      bucket: env.documentsBucket,
      key: doc.uploadKey,
      expiresInSeconds: DOCUMENT_VIEW_URL_SECONDS,
      downloadAs: doc.fileName,
    }),
  ]);
  return {
    viewUrl,
    downloadUrl,
    expiresAt: new Date(now.getTime() + DOCUMENT_VIEW_URL_SECONDS * 1000).toISOString(),
  };
}
