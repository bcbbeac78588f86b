import type { Caller, OrgScope } from '../../domain/caller';
import { memberChangeCommitted } from '../steps/organization-team';

/**
 * Removes a member from the caller's organization (owner or admin; only an owner removes an owner,
 * never the last one). The membership item is deleted, so the next request of the removed person to
 * this organization is refused by the membership check. Audited.
 */
export async function removeMember(input: { caller: Caller; org: OrgScope; userId: string | undefined }) {
  await memberChangeCommitted({
    caller: input.caller,
    org: input.org,
    userId: input.userId,
    change: { kind: 'remove' },
  });
  return { success: true as const };
}
