import type { VerifyDocumentBody } from '@lunia/shared/api/schemas/admin-documents';
import { useMutation } from '@tanstack/react-query';
import type { ReviewScope } from '../../../entities/document-review/api/list-admin-documents';
import { reviewDecided } from '../../../entities/document-review/document-review-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

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
    onSettled: reviewDecided,
  });
