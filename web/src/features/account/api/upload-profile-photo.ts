import { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES } from '@lunia/shared/domain/constants';
import { useMutation } from '@tanstack/react-query';
import { setProfile } from '../../../entities/account/account-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { getProfile } from '../../../lib/auth/get-profile';

export type PhotoProblem = 'tooLarge' | 'wrongType';

/** Portal spec §5: at most 5 MB, JPEG or PNG; checked before anything is sent. */
export function photoProblemOf(file: File): PhotoProblem | null {
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MAX_PHOTO_BYTES) return 'tooLarge';
  return null;
}

/** POST /api/profile/photo: a presigned POST for the new photo. */
export const createProfilePhotoUpload = (file: File) =>
  authenticatedRequest('createProfilePhotoUpload', {
    body: { contentType: file.type as (typeof PHOTO_CONTENT_TYPES)[number], size: file.size },
  });

export class PhotoStorageError extends Error {
  constructor(status: number) {
    super(`The photo storage answered ${status}`);
    this.name = 'PhotoStorageError';
  }
}

/** Sends the file straight to storage with the presigned POST's fields (the file goes last). */
async function postToStorage(upload: { url: string; fields: Record<string, string> }, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(upload.url, { method: 'POST', body: form });
  if (!response.ok) throw new PhotoStorageError(response.status);
}

/** The upload check (size and real type, on the server) refused the file; `reason` is its message. */
export class PhotoRejectedError extends Error {
  constructor(readonly reason: string | undefined) {
    super(reason ?? 'The photo was refused');
    this.name = 'PhotoRejectedError';
  }
}

const CHECK_POLL_MS = 500;
const CHECK_TIMEOUT_MS = 20_000;

/**
 * The server checks an uploaded file's bytes before it becomes the photo (the profile's
 * `profilePhotoStatus` is 'pending' meanwhile): wait for the verdict. Resolves `accepted`, or
 * `checking` if it takes too long (the photo then appears on a later profile load).
 */
async function waitForPhotoCheck(): Promise<'accepted' | 'checking'> {
  const deadline = Date.now() + CHECK_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const profile = await getProfile();
    const status = profile.user.profilePhotoStatus;
    if (status?.state === 'rejected') {
      setProfile(profile);
      throw new PhotoRejectedError(status.reason);
    }
    if (!status) {
      setProfile(profile);
      return 'accepted';
    }
    await new Promise((resolve) => setTimeout(resolve, CHECK_POLL_MS));
  }
  return 'checking';
}

/** Upload slot → the file straight to storage → the server's check of the file → the new photo. */
export async function uploadProfilePhoto(file: File): Promise<'accepted' | 'checking'> {
  const { upload } = await createProfilePhotoUpload(file);
  await postToStorage(upload, file);
  return waitForPhotoCheck();
}

export const useUploadProfilePhoto = () => useMutation({ mutationFn: uploadProfilePhoto });
