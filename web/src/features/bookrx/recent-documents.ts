import type { DocumentType } from '@lunia/shared/domain/constants';

export interface DocumentSummary {
  type: DocumentType;
  status: 'uploading' | 'pending' | 'approved' | 'denied' | 'rejected';
  uploadedAt: string;
}

/** Spec §9: recent activity shows the 3 most recently uploaded documents. */
export const RECENT_ACTIVITY_COUNT = 3;
export const recentDocuments = <T extends DocumentSummary>(documents: readonly T[]) =>
  [...documents].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt)).slice(0, RECENT_ACTIVITY_COUNT);
