import { currentDocumentsByType } from '@lunia/shared/domain/current-document';
import type { DocumentRecord } from '../../../entities/documents/api/list-documents';

/**
 * What the organization's own documents count on the dashboard (issue 40: the stats counted only the
 * person's): its current document of each type (older uploads of a type are history), pending review
 * or approved.
 */
export function organizationDocumentCounts(documents: readonly DocumentRecord[]): {
  pending: number;
  approved: number;
} {
  const current = [...currentDocumentsByType(documents).values()];
  return {
    pending: current.filter((document) => document.status === 'pending').length,
    approved: current.filter((document) => document.status === 'approved').length,
  };
}
