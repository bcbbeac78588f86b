import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { mergeEmailStatus } from '../utils/email-status';

/** POST /api/profile/email-verification: send (or resend) a code to the pending or the unproven e-mail. */
export const sendEmailVerificationCode = () => authenticatedRequest('sendEmailVerificationCode');

export const useSendEmailVerificationCode = () =>
  useMutation({
    mutationFn: sendEmailVerificationCode,
    onSuccess: mergeEmailStatus,
  });
