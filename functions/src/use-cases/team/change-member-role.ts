import type { OrgRole } from '@lunia/shared/domain/constants';
import { getUserSummaries } from '../../data/user-profiles';
import type { Caller, OrgScope } from '../../domain/caller';
import { memberView } from '../../views/member-view';
import { memberChangeCommitted } from '../steps/organization-team';

/**
 * Changes the role of a member of the caller's organization (owner or admin). Only an owner makes
 * someone an owner or changes an owner's role, and the last owner keeps the role, also when two
 * changes race (the owner count moves in the same transaction). Audited.
 */
export async function changeMemberRole(input: {
  caller: Caller;
  org: OrgScope;
  userId: string | undefined;
  role: OrgRole;
}) {
  const { after } = await memberChangeCommitted({
    caller: input.caller,
    org: input.org,
    userId: input.userId,
    change: { kind: 'change-role', role: input.role },
  });
  if (!after) throw new Error('A role change always leaves a member');
  const people = await getUserSummaries([after.userId]);
  return { member: memberView(after, people.get(after.userId)) };
}
