/** The caller's own profile, always read by the token's sub (never an id from the request). */
import { AppError } from '@lunia/shared/errors';
import { getUserProfile, type UserProfile } from '../data/users';
import type { Caller } from './request-context';

/** The caller's profile; a signed-in user without one (a half-made account) gets PROFILE_NOT_FOUND. */
export async function requireOwnProfile(caller: Caller): Promise<UserProfile> {
  const profile = await getUserProfile(caller.userId);
  if (!profile) throw new AppError('PROFILE_NOT_FOUND');
  return profile;
}
