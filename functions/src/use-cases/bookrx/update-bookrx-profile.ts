import type { PuertoRicoRegion } from '@lunia/shared/domain/bookrx-profile';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { bookrxProfileChange, getBookrxProfileItem } from '../../data/bookrx-profiles';
import { writeTransaction } from '../../data/transactions';
import type { Caller } from '../../domain/caller';
import { bookrxProfileView } from '../steps/bookrx-profile';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * The caller writes their BookRx bio and preferred regions (either may be left out: unchanged). The
 * change and its audit event commit together; a request that changes nothing writes nothing.
 */
export async function updateBookrxProfile({
  caller,
  body,
}: {
  caller: Caller;
  body: { bio?: string | undefined; preferredRegions?: PuertoRicoRegion[] | undefined };
}) {
  const [profile, before] = await Promise.all([requireOwnProfile(caller), getBookrxProfileItem(caller.userId)]);
  const changedFields = [
    ...(body.bio !== undefined && body.bio !== before.bio ? ['bio'] : []),
    ...(body.preferredRegions !== undefined && body.preferredRegions.join() !== before.preferredRegions.join()
      ? ['preferredRegions']
      : []),
  ];
  if (changedFields.length === 0) return bookrxProfileView(caller.userId, profile, before);
  const at = new Date();
  const change = {
    ...(changedFields.includes('bio') ? { bio: body.bio } : {}),
    ...(changedFields.includes('preferredRegions') ? { preferredRegions: body.preferredRegions } : {}),
  };
  await writeTransaction([
    bookrxProfileChange(caller.userId, change, at),
    putAuditEvent(
      newAuditEvent({
        targetType: 'USER',
        targetId: caller.userId,
        at: at.toISOString(),
        action: 'bookrx_profile_updated',
        actorId: caller.userId,
        actorRole: 'owner',
        changedFields,
      }),
    ),
  ]);
  return bookrxProfileView(caller.userId, profile, { ...before, ...change, updatedAt: at.toISOString() });
}
