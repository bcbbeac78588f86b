/**
 * Decides an uploaded profile photo: the real size and magic bytes (JPEG or PNG, ≤ 5 MB) make it
 * the profile photo (deleting the previous one), or it is deleted and the spec's reason recorded on
 * the profile. Safe to redeliver: every step is keyed by the object.
 */
import { acceptPendingPhoto, getUserProfile, rejectPendingPhoto } from '../../data/user-profiles';
import { PHOTO_MAGIC_BYTES, photoKeyOwner, photoRejectionReason } from '../../domain/account/profile-photo';
import { deleteObject, headObject, readObjectStart } from '../../lib/aws/s3-objects';
import { logDigest } from '../../lib/digest';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';

export async function checkUploadedPhoto({ key }: { key: string }): Promise<void> {
  const userId = photoKeyOwner(key);
  if (!userId) {
    // Not a key we hand out (nothing else writes to this bucket): refuse to keep it. The key is
    // logged by its digest: whoever wrote it chose it, and it could carry personal data.
    logger.warn('Unexpected object in the photos bucket, deleting', { keyDigest: logDigest(key) });
    await deleteObject(env.photosBucket, key);
    return;
  }
  const head = await headObject(env.photosBucket, key);
  // Gone already: a redelivery after we rejected it, or a later photo replaced it.
  if (!head) return;
  const firstBytes = head.size > 0 ? ((await readObjectStart(env.photosBucket, key, PHOTO_MAGIC_BYTES)) ?? null) : null;
  if (head.size > 0 && !firstBytes) return;
  const reason = photoRejectionReason({ size: head.size, firstBytes: firstBytes ?? new Uint8Array() });

  if (reason) {
    const recorded = await rejectPendingPhoto(userId, key, reason, new Date().toISOString());
    await deleteObject(env.photosBucket, key);
    logger.info('Profile photo rejected', { userId, reason, size: head.size, recorded });
    return;
  }
  const accepted = await acceptPendingPhoto(userId, key);
  if (!accepted) {
    // Not the pending upload: either this event is a redelivery (already the photo: keep it) or
    // the slot was superseded by a newer one (delete the orphan).
    const profile = await getUserProfile(userId);
    if (profile?.profilePhotoKey !== key) {
      await deleteObject(env.photosBucket, key);
      logger.info('Superseded photo upload deleted', { userId });
    }
    return;
  }
  if (accepted.previousKey && accepted.previousKey !== key) await deleteObject(env.photosBucket, accepted.previousKey);
  logger.info('Profile photo set', { userId, replaced: accepted.previousKey !== null });
}
