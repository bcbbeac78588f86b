import { useMutation } from '@tanstack/react-query';
import { locationsChanged } from '../../../entities/locations/location-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** PUT /api/locations/{id}/primary: make a location the organization's primary one. */
export const setPrimaryLocation = (id: string) =>
  authenticatedRequest('setPrimaryLocation', { params: { locationId: id } });

export const useSetPrimaryLocation = (orgId: string) =>
  useMutation({
    mutationFn: setPrimaryLocation,
    onSettled: () => locationsChanged(orgId),
  });
