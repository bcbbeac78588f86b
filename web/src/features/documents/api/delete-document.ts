import type { DocumentContext } from '@lunia/shared/domain/constants';
import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { queryClient } from '../../../lib/query-client';
import { documentsQueryKey } from './get-documents';

/** DELETE /api/documents/{id}: the record and its file. */
export const deleteDocument = (documentId: string) =>
  authenticatedRequest('deleteDocument', { params: { documentId } });

export const useDeleteDocument = (context: DocumentContext) =>
  useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey(context) }),
  });
