/** The caller's profile as account responses show it, with a fresh presigned URL of the photo. */
import type { UserProfile } from '../data/users';
import { PHOTO_URL_EXPIRY_SECONDS } from '../domain/account/profile-photo';
import { type ProfileView, profileView } from '../domain/account/profile-view';
import { env } from './env';
import type { Caller } from './request-context';
import { presignGetUrl } from './s3-objects';

/** A short-lived URL of a photo object, or null without one. */
export async function photoUrlOf(key: string | null | undefined): Promise<string | null> {
  if (!key) return null;
  return presignGetUrl({ bucket: env.photosBucket, key, expiresInSeconds: PHOTO_URL_EXPIRY_SECONDS });
}

export async function ownProfileView(caller: Caller, profile: UserProfile): Promise<ProfileView> {
  return profileView(profile, { globalRole: caller.globalRole, photoUrl: await photoUrlOf(profile.profilePhotoKey) });
}
