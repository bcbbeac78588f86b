import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { profileQueryKey } from '../../../lib/auth/get-profile';
import { queryClient } from '../../../lib/query-client';

/** POST /api/documents/submit: my required documents go to review (the user becomes PENDING). */
export const submitDocumentsForReview = () => authenticatedRequest('submitDocumentsForReview');

export const useSubmitDocuments = () =>
  useMutation({
    mutationFn: submitDocumentsForReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
