import type { DocumentContext } from '@lunia/shared/domain/constants';
import { useMutation } from '@tanstack/react-query';
import { documentDeleted, documentsOutOfDate } from '../../../entities/documents/document-cache';
import { useActiveOrganizationId } from '../../../lib/auth/active-organization';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** DELETE /api/documents/{id}: the record and its file. */
export const deleteDocument = (documentId: string) =>
  authenticatedRequest('deleteDocument', { params: { documentId } });

/** Deleted: gone from every list at once. Refused: the list may be out of date, so it is read again. */
export const useDeleteDocument = (context: DocumentContext) => {
  const orgId = useActiveOrganizationId();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_answer, documentId) => documentDeleted(context, orgId, documentId),
    onError: () => documentsOutOfDate(context, orgId),
  });
};
