import type { DocumentContext } from '@lunia/shared/domain/constants';
import type { ActiveOrganizationId } from '../../lib/auth/active-organization';

/**
 * The query keys of documents, the only place they are built. A list has one key whoever reads it
 * (documents page, upload panel, BookRx page, the organization's access status), so an upload that
 * writes it is seen by every page at once (issue 23: the BookRx page once read `['documents',
 * 'individual']` while the upload wrote `['documents', 'individual', null]`).
 */
export const documentKeys = {
  /** Every document query of the signed-in user: lists and timelines. */
  all: ['documents'] as const,
  /** Mine (`individual`), or an organization's. The organization id is ignored for mine. */
  list: (context: DocumentContext, orgId: ActiveOrganizationId) =>
    context === 'organization'
      ? (['documents', 'organization', orgId] as const)
      : (['documents', 'individual'] as const),
  timeline: (documentId: string) => ['documents', 'timeline', documentId] as const,
};
