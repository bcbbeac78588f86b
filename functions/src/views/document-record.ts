/** A document as the API shows it (shared/src/api/schemas/documents.ts `documentRecord`). Pure. */
import type { DocumentEntity } from '../data/documents';

/** Owner details an admin list shows with a document. */
export interface DocumentOwnerView {
  user?: { email: string; firstName: string; lastName: string };
  org?: { name: string; contactEmail: string };
  /** A CE certificate: the activity it proves. */
  ceActivity?: { id: string; title: string; provider: string; hours: number; completedOn: string };
}

export function toDocumentRecord(doc: DocumentEntity, owner: DocumentOwnerView = {}) {
  return {
    id: doc.id,
    type: doc.type,
    context: doc.context,
    fileName: doc.fileName,
    contentType: doc.contentType,
    size: doc.size,
    status: doc.status,
    verified: doc.status === 'approved',
    denied: doc.status === 'denied',
    denialReason: doc.denialReason,
    rejectionReason: doc.rejectionReason,
    notes: doc.notes,
    module: doc.module,
    fileNumber: doc.fileNumber,
    uploadedAt: doc.uploadedAt,
    createdAt: doc.createdAt,
    reviewedAt: doc.reviewedAt,
    expiresOn: doc.expiresOn ?? null,
    orgId: doc.ownerType === 'ORG' ? doc.ownerId : null,
    ...owner,
  };
}
