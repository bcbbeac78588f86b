import { nameChangeRemovedChange } from '../../data/user-name-changes';
import type { Caller } from '../../domain/caller';
import { nameChangeToDecide, writeNameDecision } from '../steps/name-change';

/**
 * A super admin rejects the new legal name a person asked for, with a reason (issue 38): the name on
 * file stays; the person is e-mailed the reason in their language.
 */
export async function rejectNameChange(input: { caller: Caller; userId: string | undefined; reason: string }) {
  const { person, pending } = await nameChangeToDecide(input.caller, input.userId);
  await writeNameDecision({
    caller: input.caller,
    person,
    pending,
    change: nameChangeRemovedChange(person.id, pending),
    action: 'name_change_rejected',
    reason: input.reason,
  });
  return { userId: person.id, firstName: person.firstName, lastName: person.lastName };
}
