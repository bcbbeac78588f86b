import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { type Profile, profileQueryKey } from '../../../lib/auth/get-profile';
import { queryClient } from '../../../lib/query-client';

/** POST /api/profile/photo/refresh: a fresh short-lived URL of the photo (the old one expired). */
export const refreshProfilePhotoUrl = () => authenticatedRequest('refreshProfilePhotoUrl');

export function setProfilePhotoUrl(photoUrl: string | null): void {
  queryClient.setQueryData<Profile>(profileQueryKey, (profile) =>
    profile ? { ...profile, user: { ...profile.user, profilePhotoUrl: photoUrl } } : profile,
  );
}

export const useRefreshProfilePhotoUrl = () =>
  useMutation({
    mutationFn: refreshProfilePhotoUrl,
    onSuccess: ({ photoUrl }) => setProfilePhotoUrl(photoUrl),
  });
