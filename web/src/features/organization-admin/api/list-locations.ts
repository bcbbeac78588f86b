import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type PharmacyLocation = ApiResponse<'listLocations'>['locations'][number];

/** Keyed by organization: the request's organization is the active one (x-active-org-id). */
export const locationsQueryKey = (orgId: string) => ['locations', orgId] as const;

/** GET /api/locations: the active organization's locations, primary first. */
export const listLocations = () => authenticatedRequest('listLocations');

export const locationsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: locationsQueryKey(orgId),
    queryFn: listLocations,
    select: (response) => response.locations,
  });

export const useLocations = (orgId: string) => useQuery(locationsQueryOptions(orgId));
