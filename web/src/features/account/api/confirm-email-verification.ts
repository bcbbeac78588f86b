import { useMutation } from '@tanstack/react-query';
import { invalidateProfile } from '../../../entities/account/account-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { mergeEmailStatus } from '../utils/email-status';

/** POST /api/profile/email-verification/confirm: the code sent to the pending or the unproven e-mail. */
export const confirmEmailVerification = (code: string) =>
  authenticatedRequest('confirmEmailVerification', { body: { code } });

export const useConfirmEmailVerification = () =>
  useMutation({
    mutationFn: confirmEmailVerification,
    onSuccess: mergeEmailStatus,
    // A wrong code changes the tries left that the profile shows.
    onError: invalidateProfile,
  });
