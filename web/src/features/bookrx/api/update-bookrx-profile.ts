import type { updateBookrxProfileBody } from '@lunia/shared/api/schemas/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { setBookrxProfile } from '../../../entities/bookrx/bookrx-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type UpdateBookrxProfileInput = z.input<typeof updateBookrxProfileBody>;

/** PUT /api/bookrx/profile: the bio and preferred regions (either may be left out). */
export const updateBookrxProfile = (body: UpdateBookrxProfileInput) =>
  authenticatedRequest('updateBookrxProfile', { body });

export const useUpdateBookrxProfile = () =>
  useMutation({
    mutationFn: updateBookrxProfile,
    onSuccess: setBookrxProfile,
  });
