import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { verificationLinkKeys } from '../verification-link-keys';

export type VerificationLinkRow = ApiResponse<'listVerificationLinks'>['links'][number];

/** GET /api/verification-links: my links, newest first, with their state and views. */
export const listVerificationLinks = () => authenticatedRequest('listVerificationLinks');

export const verificationLinksQueryOptions = () =>
  queryOptions({
    queryKey: verificationLinkKeys.mine(),
    queryFn: listVerificationLinks,
    select: (response) => response.links,
  });

export const useVerificationLinks = () => useQuery(verificationLinksQueryOptions());
