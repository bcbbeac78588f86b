import { AppError } from '@lunia/shared/errors';
import { writeTransaction } from '../../data/transactions';
import { nameChangeRemovedChange } from '../../data/user-name-changes';
import type { Caller } from '../../domain/caller';
import { ownAccountRole } from '../steps/actor';
import { nameChangeAuditEvent, ownProfileAnswer, proposedNameFields } from '../steps/name-change';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * The person withdraws the new legal name held for review (issue 38): the name on file stays,
 * audited. Nothing held is nothing to do (the answer is the profile); 409 when it was decided meanwhile.
 */
export async function withdrawNameChange(input: { caller: Caller }) {
  const { caller } = input;
  const profile = await requireOwnProfile(caller);
  const pending = profile.pendingNameChange;
  if (pending) {
    await writeTransaction(
      [
        nameChangeRemovedChange(caller.userId, pending),
        await nameChangeAuditEvent({
          caller,
          userId: caller.userId,
          action: 'name_change_withdrawn',
          role: ownAccountRole(caller),
          at: new Date().toISOString(),
          reason: pending.reason,
          changedFields: proposedNameFields(profile, pending),
        }),
      ],
      new AppError('CONFLICT', 'Your name change was decided meanwhile. Reload to see the decision.'),
    );
  }
  return ownProfileAnswer(caller);
}
