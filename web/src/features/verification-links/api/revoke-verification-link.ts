import { useMutation } from '@tanstack/react-query';
import { verificationLinksChanged } from '../../../entities/verification-links/verification-link-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** DELETE /api/verification-links/{linkId}: the link's page answers "revoked" from now on. */
export const revokeVerificationLink = (linkId: string) =>
  authenticatedRequest('revokeVerificationLink', { params: { linkId } });

export const useRevokeVerificationLink = () =>
  useMutation({ mutationFn: revokeVerificationLink, onSettled: () => verificationLinksChanged() });
