import type { locationBody } from '@lunia/shared/api/schemas/locations';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { queryClient } from '../../../lib/query-client';
import { locationsQueryKey } from './list-locations';

export type LocationInput = z.input<typeof locationBody>;

/** POST /api/locations: a location of the active organization, within its limit. */
export const createLocation = (body: LocationInput) => authenticatedRequest('createLocation', { body });

export const useCreateLocation = (orgId: string) =>
  useMutation({
    mutationFn: createLocation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey(orgId) }),
  });
