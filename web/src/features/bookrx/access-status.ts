import type { DocumentType } from '@lunia/shared/domain/constants';

/** Spec §4 individual access status. */
export type AccessStatus = 'active' | 'pending_verification' | 'not_submitted';

export function accessStatusOf(user: { verified: boolean; verificationStatus: string }): AccessStatus {
  if (user.verified && user.verificationStatus === 'VERIFIED') return 'active';
  if (user.verificationStatus === 'PENDING') return 'pending_verification';
  return 'not_submitted';
}

export interface DocumentSummary {
  type: DocumentType;
  status: 'uploading' | 'pending' | 'approved' | 'denied' | 'rejected';
  uploadedAt: string;
}

/** The newest document of each type (older rejected uploads are history). */
export function currentByType<T extends DocumentSummary>(documents: readonly T[]): Map<DocumentType, T> {
  const current = new Map<DocumentType, T>();
  for (const document of documents) {
    const seen = current.get(document.type);
    if (!seen || document.uploadedAt > seen.uploadedAt) current.set(document.type, document);
  }
  return current;
}

/** Spec §9: recent activity shows the 3 most recently uploaded documents. */
export const RECENT_ACTIVITY_COUNT = 3;
export const recentDocuments = <T extends DocumentSummary>(documents: readonly T[]) =>
  [...documents].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt)).slice(0, RECENT_ACTIVITY_COUNT);
