import { DOCUMENT_VIEW_URL_SECONDS } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, recordAuditEvent } from '../../data/audit-events';
import { servedObjectKey } from '../../data/documents';
import type { Caller } from '../../domain/caller';
import { downloadContentDisposition, fileKindOf } from '../../domain/documents/download-name';
import { presignGetUrl } from '../../lib/aws/s3-objects';
import { env } from '../../lib/env';
import { actorNameOf } from '../steps/actor';
import { loadDocumentFor } from '../steps/document-access';

/**
 * Short-lived presigned GETs of a document's current file as the upload check passed it (its
 * checked copy): one to show it, one that makes the browser save it under the user's file name,
 * sanitised and with the extension of the kind the check detected (domain/documents/download-name). Admin access is audited as a view or a download
 * (`purpose`); the owner's own views are not.
 */
export async function getDocumentUrls(input: {
  caller: Caller;
  documentId: string | undefined;
  activeOrgId?: string | undefined;
  purpose: 'viewed' | 'downloaded';
}) {
  const { caller } = input;
  const { doc, role } = await loadDocumentFor(caller, input.documentId, 'read', input.activeOrgId);
  if (doc.status !== 'pending' && doc.status !== 'approved' && doc.status !== 'denied') {
    throw new AppError('NOT_FOUND', 'This document has no file to show yet.');
  }
  const now = new Date();
  if (role === 'admin') {
    await recordAuditEvent(
      newAuditEvent({
        targetType: 'DOCUMENT',
        targetId: doc.id,
        documentId: doc.id,
        documentType: doc.type,
        ...(doc.ownerType === 'ORG' ? { orgId: doc.ownerId } : {}),
        at: now.toISOString(),
        action: input.purpose,
        actorId: caller.userId,
        actorRole: 'admin',
        actorName: await actorNameOf(caller),
        fileName: doc.fileName,
      }),
    );
  }
  const url = (contentDisposition?: string) =>
    presignGetUrl({
      bucket: env.documentsBucket,
      key: servedObjectKey(doc),
      expiresInSeconds: DOCUMENT_VIEW_URL_SECONDS,
      ...(contentDisposition ? { contentDisposition } : {}),
    });
  const [viewUrl, downloadUrl] = await Promise.all([
    url(),
    url(downloadContentDisposition({ fileName: doc.fileName, kind: fileKindOf(doc) })),
  ]);
  return {
    viewUrl,
    downloadUrl,
    expiresAt: new Date(now.getTime() + DOCUMENT_VIEW_URL_SECONDS * 1000).toISOString(),
  };
}
