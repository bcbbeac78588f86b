import type { OrgRole } from '@lunia/shared/domain/constants';
import { getUserSummaries } from '../../data/user-profiles';
import type { Caller, OrgScope } from '../../domain/caller';
import { memberView } from '../../views/member-view';
import { cancelInvitesSentBy, losesInviteRight } from '../steps/inviter-invites';
import { memberChangeCommitted } from '../steps/organization-team';

/**
 * Changes the role of a member of the caller's organization (owner or admin). Only an owner makes
 * someone an owner or changes an owner's role, and the last owner keeps the role, also when two
 * changes race (the owner count moves in the same transaction). Audited. An owner or admin who
 * becomes a manager or member loses the invitations they sent that are still pending (issue 25).
 */
export async function changeMemberRole(input: {
  caller: Caller;
  org: OrgScope;
  userId: string | undefined;
  role: OrgRole;
}) {
  const { before, after } = await memberChangeCommitted({
    caller: input.caller,
    org: input.org,
    userId: input.userId,
    change: { kind: 'change-role', role: input.role },
  });
  if (!after) throw new Error('A role change always leaves a member');
  if (losesInviteRight(before.role, after.role)) {
    await cancelInvitesSentBy({
      caller: input.caller,
      orgId: input.org.orgId,
      actorRole: input.org.role,
      inviterId: after.userId,
    });
  }
  const people = await getUserSummaries([after.userId]);
  return { member: memberView(after, people.get(after.userId)) };
}
