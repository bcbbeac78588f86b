import { useMutation } from '@tanstack/react-query';
import { emailSuppressionLifted } from '../../../entities/email-suppressions/email-suppression-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** DELETE /api/admin/email-suppressions/{email} (super admin, audited): Lunia mails the address again. */
export const deleteEmailSuppression = (email: string) =>
  authenticatedRequest('deleteEmailSuppression', { params: { email } });

export const useDeleteEmailSuppression = () =>
  useMutation({
    mutationFn: deleteEmailSuppression,
    onSuccess: (answer) => emailSuppressionLifted(answer.email),
  });
