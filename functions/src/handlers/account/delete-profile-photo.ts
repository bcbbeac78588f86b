import { accountRoutes } from '@lunia/shared/api/routes/account';
import { clearProfilePhoto } from '../../data/user-account';
import { env } from '../../lib/env';
import { httpRoute } from '../../lib/http-route';
import { logger } from '../../lib/logger';
import { deleteObject } from '../../lib/s3-objects';

/** Removes the caller's profile photo: the profile forgets the key first, then the object goes. */
export const handler = httpRoute(accountRoutes, 'deleteProfilePhoto', async ({ caller }) => {
  const removedKey = await clearProfilePhoto(caller.userId);
  if (removedKey) {
    // A failed object delete leaves an unreferenced object; the bucket's lifecycle rule is the backstop.
    await deleteObject(env.photosBucket, removedKey).catch((error: Error) =>
      logger.error('Photo object not deleted', { userId: caller.userId, error }),
    );
  }
  return { photoUrl: null };
});
