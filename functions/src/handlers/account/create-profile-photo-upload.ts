import { randomUUID } from 'node:crypto';
import { accountRoutes } from '@lunia/shared/api/routes/account';
import { MAX_PHOTO_BYTES } from '@lunia/shared/domain/constants';
import { setPendingPhoto } from '../../data/user-account';
import { PHOTO_UPLOAD_EXPIRY_SECONDS, photoKeyFor } from '../../domain/account/profile-photo';
import { env } from '../../lib/env';
import { httpRoute } from '../../lib/http-route';
import { requireOwnProfile } from '../../lib/own-profile';
import { createPresignedPost } from '../../lib/s3-objects';

/**
 * An upload slot for a new profile photo: a presigned POST to a server-chosen key, pinned to the
 * declared type and 1 byte..5 MB, valid 5 minutes. The key is recorded as pending; the upload
 * check (events/s3-photo-uploaded) accepts only that key, validates the real bytes and swaps it in.
 */
export const handler = httpRoute(accountRoutes, 'createProfilePhotoUpload', async ({ caller, body }) => {
  await requireOwnProfile(caller);
  const key = photoKeyFor(caller.userId, randomUUID());
  const now = new Date();
  const upload = createPresignedPost({
    bucket: env.photosBucket,
    key,
    contentType: body.contentType,
    minBytes: 1,
    maxBytes: MAX_PHOTO_BYTES,
    expiresInSeconds: PHOTO_UPLOAD_EXPIRY_SECONDS,
    now,
  });
  await setPendingPhoto(caller.userId, key);
  return { upload, expiresAt: new Date(now.getTime() + PHOTO_UPLOAD_EXPIRY_SECONDS * 1000).toISOString() };
});
