import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/**
 * DELETE /api/locations/{id}/verification-links: revokes the verification link of every inspection
 * binder of the location generated until now (their QR codes answer 410); nothing cached changes.
 */
export const revokeLocationVerificationLinks = ({ id }: { id: string }) =>
  authenticatedRequest('revokeLocationVerificationLinks', { params: { locationId: id } });

export const useRevokeLocationVerificationLinks = () => useMutation({ mutationFn: revokeLocationVerificationLinks });
