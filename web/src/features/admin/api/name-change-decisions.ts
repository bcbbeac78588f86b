import { useMutation } from '@tanstack/react-query';
import { adminUserChanged } from '../../../entities/admin-users/admin-user-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** POST /api/admin/users/{userId}/name-change/approve: the held name becomes the person's (super admin). */
export const approveNameChange = (userId: string) => authenticatedRequest('approveNameChange', { params: { userId } });

/** POST /api/admin/users/{userId}/name-change/reject: the name on file stays; the person is told why. */
export const rejectNameChange = (userId: string, reason: string) =>
  authenticatedRequest('rejectNameChange', { params: { userId }, body: { reason } });

export type NameChangeDecision =
  | { kind: 'approve'; userId: string }
  | { kind: 'reject'; userId: string; reason: string };

/**
 * A super admin's decision on a person's new legal name (issue 38). Settled either way (a conflict
 * means another admin decided first, or the person withdrew it), everything the back office shows
 * about users reads again, the list of held names with it.
 */
export const useNameChangeDecision = () =>
  useMutation({
    mutationFn: (decision: NameChangeDecision) =>
      decision.kind === 'approve'
        ? approveNameChange(decision.userId)
        : rejectNameChange(decision.userId, decision.reason),
    onSettled: adminUserChanged,
  });
