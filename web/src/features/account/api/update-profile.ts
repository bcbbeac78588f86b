import type { updateProfileBody } from '@lunia/shared/api/schemas/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { profileUpdated } from '../../../entities/account/account-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type UpdateProfileInput = z.input<typeof updateProfileBody>;

/** PUT /api/profile: first and last name, e-mail and phone. */
export const updateProfile = (body: UpdateProfileInput) => authenticatedRequest('updateProfile', { body });

export const useUpdateProfile = () =>
  useMutation({
    mutationFn: updateProfile,
    onSuccess: profileUpdated,
  });
