/** The caller's own profile, always read by the token's sub (never an id from the request). */
import { AppError } from '@lunia/shared/errors';
import { getUserProfile, type UserProfile } from '../../data/user-profiles';
import { PHOTO_URL_EXPIRY_SECONDS } from '../../domain/account/profile-photo';
import type { Caller } from '../../domain/caller';
import { presignGetUrl } from '../../lib/aws/s3-objects';
import { env } from '../../lib/env';
import { type ProfileView, profileView } from '../../views/profile-view';

/** The caller's profile; a signed-in user without one (a half-made account) gets PROFILE_NOT_FOUND. */
export async function requireOwnProfile(caller: Caller): Promise<UserProfile> {
  const profile = await getUserProfile(caller.userId);
  if (!profile) throw new AppError('PROFILE_NOT_FOUND');
  return profile;
}

/** A short-lived URL of a photo object, or null without one. */
export async function photoUrlOf(key: string | null | undefined): Promise<string | null> {
  if (!key) return null;
  return presignGetUrl({ bucket: env.photosBucket, key, expiresInSeconds: PHOTO_URL_EXPIRY_SECONDS });
}

/** The caller's profile as account responses show it, with a fresh presigned URL of the photo. */
export async function ownProfileView(caller: Caller, profile: UserProfile): Promise<ProfileView> {
  return profileView(profile, { globalRole: caller.globalRole, photoUrl: await photoUrlOf(profile.profilePhotoKey) });
}
