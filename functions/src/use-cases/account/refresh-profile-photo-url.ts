import type { Caller } from '../../domain/caller';
import { photoUrlOf, requireOwnProfile } from '../steps/own-profile';

/** A fresh short-lived URL of the caller's photo (null without a photo). */
export async function refreshProfilePhotoUrl({ caller }: { caller: Caller }) {
  const profile = await requireOwnProfile(caller);
  return { photoUrl: await photoUrlOf(profile.profilePhotoKey) };
}
