import { randomUUID } from 'node:crypto';
import { MAX_PHOTO_BYTES } from '@lunia/shared/domain/constants';
import { setPendingPhoto } from '../../data/user-profiles';
import { PHOTO_UPLOAD_EXPIRY_SECONDS, photoKeyFor } from '../../domain/account/profile-photo';
import type { Caller } from '../../domain/caller';
import { createPresignedPost } from '../../lib/aws/s3-objects';
import { env } from '../../lib/env';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * An upload slot for a new profile photo: a presigned POST to a server-chosen key, pinned to the
 * declared type and 1 byte..5 MB, valid 5 minutes. The key is recorded as pending; the upload
 * check (check-uploaded-photo) accepts only that key, validates the real bytes and swaps it in.
 */
export async function createProfilePhotoUpload({ caller, contentType }: { caller: Caller; contentType: string }) {
  await requireOwnProfile(caller);
  const key = photoKeyFor(caller.userId, randomUUID());
  const now = new Date();
  const upload = createPresignedPost({
    bucket: env.photosBucket,
    key,
    contentType,
    minBytes: 1,
    maxBytes: MAX_PHOTO_BYTES,
    expiresInSeconds: PHOTO_UPLOAD_EXPIRY_SECONDS,
    now,
  });
  await setPendingPhoto(caller.userId, key);
  return { upload, expiresAt: new Date(now.getTime() + PHOTO_UPLOAD_EXPIRY_SECONDS * 1000).toISOString() };
}
