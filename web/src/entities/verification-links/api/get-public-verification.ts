import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { verificationLinkKeys } from '../verification-link-keys';

export type PublicVerification = ApiResponse<'getPublicVerification'>['verification'];

/** GET /api/public/verifications/{token}: a link's page (public; every load counts as a view). */
export const getPublicVerification = (token: string) => apiRequest('getPublicVerification', { params: { token } });

export const publicVerificationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: verificationLinkKeys.publicPage(token),
    queryFn: () => getPublicVerification(token),
    select: (response) => response.verification,
    // A 404 or 410 is the answer, not a hiccup; each retry would count as another view.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePublicVerification = (token: string) => useQuery(publicVerificationQueryOptions(token));
