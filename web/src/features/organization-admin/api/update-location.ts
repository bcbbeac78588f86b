import type { updateLocationBody } from '@lunia/shared/api/schemas/locations';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { locationsChanged } from '../../../entities/locations/location-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** PUT /api/locations/{id}: edit a location (its primary flag is left as it is). */
export const updateLocation = ({ id, body }: { id: string; body: z.input<typeof updateLocationBody> }) =>
  authenticatedRequest('updateLocation', { params: { locationId: id }, body });

export const useUpdateLocation = (orgId: string) =>
  useMutation({
    mutationFn: updateLocation,
    onSettled: () => locationsChanged(orgId),
  });
