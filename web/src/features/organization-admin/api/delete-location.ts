import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { queryClient } from '../../../lib/query-client';
import { locationsQueryKey } from './list-locations';

/** DELETE /api/locations/{id}: a non-primary location. */
export const deleteLocation = (id: string) => authenticatedRequest('deleteLocation', { params: { locationId: id } });

export const useDeleteLocation = (orgId: string) =>
  useMutation({
    mutationFn: deleteLocation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey(orgId) }),
  });
