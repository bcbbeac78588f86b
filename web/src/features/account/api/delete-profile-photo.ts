import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { setProfilePhotoUrl } from './refresh-profile-photo-url';

/** DELETE /api/profile/photo. */
export const deleteProfilePhoto = () => authenticatedRequest('deleteProfilePhoto');

export const useDeleteProfilePhoto = () =>
  useMutation({ mutationFn: deleteProfilePhoto, onSuccess: ({ photoUrl }) => setProfilePhotoUrl(photoUrl) });
