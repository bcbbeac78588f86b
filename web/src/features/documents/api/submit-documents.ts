import type { DocumentContext } from '@lunia/shared/domain/constants';
import { useMutation } from '@tanstack/react-query';
import { documentsSubmitted } from '../../../entities/documents/document-cache';
import { type ActiveOrganizationId, useActiveOrganizationId } from '../../../lib/auth/active-organization';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/**
 * POST /api/documents/submit (my required documents; I become PENDING) or
 * POST /api/organizations/{orgId}/documents/submit (the active organization's pharmacy licence).
 */
export function submitDocumentsForReview(context: DocumentContext, orgId: ActiveOrganizationId) {
  if (context === 'organization' && orgId)
    return authenticatedRequest('submitOrganizationDocumentsForReview', { params: { orgId } });
  return authenticatedRequest('submitDocumentsForReview');
}

export const useSubmitDocuments = (context: DocumentContext) => {
  const orgId = useActiveOrganizationId();
  return useMutation({
    mutationFn: () => submitDocumentsForReview(context, orgId),
    onSuccess: () => documentsSubmitted(context, orgId),
  });
};
