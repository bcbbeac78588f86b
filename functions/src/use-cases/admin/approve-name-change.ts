import { nameChangeAppliedChange } from '../../data/user-name-changes';
import type { Caller } from '../../domain/caller';
import { nameChangeToDecide, writeNameDecision } from '../steps/name-change';

/**
 * A super admin approves the new legal name a person asked for (issue 38): it becomes their name
 * (their account, the admin lists, the verification page); they are e-mailed in their language.
 * 404 for an unknown person, 403 on one's own account, 409 with none held or when it was decided or
 * withdrawn meanwhile.
 */
export async function approveNameChange(input: { caller: Caller; userId: string | undefined }) {
  const { person, pending } = await nameChangeToDecide(input.caller, input.userId);
  await writeNameDecision({
    caller: input.caller,
    person,
    pending,
    change: nameChangeAppliedChange(person.id, pending),
    action: 'name_change_approved',
    reason: undefined,
  });
  return { userId: person.id, firstName: pending.firstName, lastName: pending.lastName };
}
