import type { updateBookrxProfileBody } from '@lunia/shared/api/schemas/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { queryClient } from '../../../lib/query-client';
import { bookrxProfileQueryOptions } from './get-bookrx-data';

export type UpdateBookrxProfileInput = z.input<typeof updateBookrxProfileBody>;

/** PUT /api/bookrx/profile: the bio and preferred regions (either may be left out). */
export const updateBookrxProfile = (body: UpdateBookrxProfileInput) =>
  authenticatedRequest('updateBookrxProfile', { body });

export const useUpdateBookrxProfile = () =>
  useMutation({
    mutationFn: updateBookrxProfile,
    onSuccess: (response) => queryClient.setQueryData(bookrxProfileQueryOptions().queryKey, response),
  });
