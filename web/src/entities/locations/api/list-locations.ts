import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { locationKeys } from '../location-keys';

export type PharmacyLocation = ApiResponse<'listLocations'>['locations'][number];

/** GET /api/locations: the active organization's locations, primary first. */
export const listLocations = () => authenticatedRequest('listLocations');

export const locationsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: locationKeys.list(orgId),
    queryFn: listLocations,
    select: (response) => response.locations,
  });

export const useLocations = (orgId: string) => useQuery(locationsQueryOptions(orgId));
