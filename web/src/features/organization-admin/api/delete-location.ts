import { useMutation } from '@tanstack/react-query';
import { locationsChanged } from '../../../entities/locations/location-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** DELETE /api/locations/{id}: a non-primary location. */
export const deleteLocation = (id: string) => authenticatedRequest('deleteLocation', { params: { locationId: id } });

export const useDeleteLocation = (orgId: string) =>
  useMutation({
    mutationFn: deleteLocation,
    onSettled: () => locationsChanged(orgId),
  });
