import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { queryClient } from '../../../lib/query-client';
import { locationsQueryKey } from './list-locations';

/** PUT /api/locations/{id}/primary: make a location the organization's primary one. */
export const setPrimaryLocation = (id: string) =>
  authenticatedRequest('setPrimaryLocation', { params: { locationId: id } });

export const useSetPrimaryLocation = (orgId: string) =>
  useMutation({
    mutationFn: setPrimaryLocation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey(orgId) }),
  });
