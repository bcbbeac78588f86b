import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { bookrxKeys } from '../bookrx-keys';

export type BookrxProfileResponse = ApiResponse<'getBookrxProfile'>;

/** GET /api/bookrx/profile: approval and the shift counters. */
export const getBookrxProfile = () => authenticatedRequest('getBookrxProfile');

export const bookrxProfileQueryOptions = () =>
  queryOptions({ queryKey: bookrxKeys.profile, queryFn: getBookrxProfile, select: (response) => response.profile });

export const useBookrxProfile = () => useQuery(bookrxProfileQueryOptions());
