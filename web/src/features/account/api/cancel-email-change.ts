import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { mergeEmailStatus } from '../utils/email-status';

/** DELETE /api/profile/email-verification: drop the pending e-mail change. */
export const cancelEmailChange = () => authenticatedRequest('cancelEmailChange');

export const useCancelEmailChange = () =>
  useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: mergeEmailStatus,
  });
