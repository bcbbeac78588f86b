import { clearProfilePhoto } from '../../data/user-profiles';
import type { Caller } from '../../domain/caller';
import { deleteObject } from '../../lib/aws/s3-objects';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';

/** Removes the caller's profile photo: the profile forgets the key first, then the object goes. */
export async function deleteProfilePhoto({ caller }: { caller: Caller }) {
  const removedKey = await clearProfilePhoto(caller.userId);
  if (removedKey) {
    // A failed object delete leaves an unreferenced object; the bucket's lifecycle rule is the backstop.
    await deleteObject(env.photosBucket, removedKey).catch((error: Error) =>
      logger.error('Photo object not deleted', { userId: caller.userId, error }),
    );
  }
  return { photoUrl: null };
}
