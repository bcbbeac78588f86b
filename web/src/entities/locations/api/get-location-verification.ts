import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { locationKeys } from '../location-keys';

export type LocationVerification = ApiResponse<'getLocationVerification'>['verification'];

/**
 * GET /api/public/location-verifications/{token}: the location summary an inspection binder's QR
 * code opens (public JSON, read as it is now).
 */
export const getLocationVerification = (token: string) => apiRequest('getLocationVerification', { params: { token } });

/** The summary page's answer (issue 43): a 404 or 410 is the answer, not a hiccup, so it is not retried. */
export const useLocationVerification = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: locationKeys.verification(token),
      queryFn: () => getLocationVerification(token),
      select: (response) => response.verification,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
