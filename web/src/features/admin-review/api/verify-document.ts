import type { VerifyDocumentBody } from '@lunia/shared/api/schemas/admin-documents';
import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { queryClient } from '../../../lib/query-client';
import { adminDocumentsQueryKey, type ReviewScope } from './list-admin-documents';

/**
 * PUT /api/admin/documents/{id}/verify or /api/admin/organization-documents/{id}/verify: approve
 * (optional notes) or deny (required reason).
 */
export const verifyDocument = ({
  scope,
  documentId,
  body,
}: {
  scope: ReviewScope;
  documentId: string;
  body: VerifyDocumentBody;
}) =>
  scope === 'organization'
    ? authenticatedRequest('verifyOrganizationDocument', { params: { documentId }, body })
    : authenticatedRequest('verifyDocument', { params: { documentId }, body });

/** Settled either way: a conflict (someone else decided first) also refreshes the list. */
export const useVerifyDocument = () =>
  useMutation({
    mutationFn: verifyDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDocumentsQueryKey }),
  });
