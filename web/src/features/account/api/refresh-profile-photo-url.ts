import { useMutation } from '@tanstack/react-query';
import { updateProfileUser } from '../../../entities/account/account-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** POST /api/profile/photo/refresh: a fresh short-lived URL of the photo (the old one expired). */
export const refreshProfilePhotoUrl = () => authenticatedRequest('refreshProfilePhotoUrl');

export const setProfilePhotoUrl = (photoUrl: string | null) => updateProfileUser({ profilePhotoUrl: photoUrl });

export const useRefreshProfilePhotoUrl = () =>
  useMutation({
    mutationFn: refreshProfilePhotoUrl,
    onSuccess: ({ photoUrl }) => setProfilePhotoUrl(photoUrl),
  });
