import { accountRoutes } from '@lunia/shared/api/routes/account';
import { photoUrlOf } from '../../lib/account-profile';
import { httpRoute } from '../../lib/http-route';
import { requireOwnProfile } from '../../lib/own-profile';

/** A fresh short-lived URL of the caller's photo (null without a photo). */
export const handler = httpRoute(accountRoutes, 'refreshProfilePhotoUrl', async ({ caller }) => {
  const profile = await requireOwnProfile(caller);
  return { photoUrl: await photoUrlOf(profile.profilePhotoKey) };
});
