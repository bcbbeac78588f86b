import type { locationBody } from '@lunia/shared/api/schemas/locations';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { locationsChanged } from '../../../entities/locations/location-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type LocationInput = z.input<typeof locationBody>;

/** POST /api/locations: a location of the active organization, within its limit. */
export const createLocation = (body: LocationInput) => authenticatedRequest('createLocation', { body });

export const useCreateLocation = (orgId: string) =>
  useMutation({
    mutationFn: createLocation,
    onSettled: () => locationsChanged(orgId),
  });
