import { AppError } from '@lunia/shared/errors';
import { getMembership } from '../../data/memberships';
import { recordContext } from '../../data/user-profiles';
import type { Caller } from '../../domain/caller';

/**
 * The web reports a switch between individual mode (null) and an organization. An organization
 * must be one the caller belongs to, read from the table (the client's word is never enough).
 * The switch is recorded on the profile with the server's time (the client's timestamp is only
 * validated: clocks of browsers cannot be trusted for ordering).
 */
export async function changeContext(input: { caller: Caller; activeOrgId: string | null; platform: string }) {
  const { caller, activeOrgId } = input;
  if (activeOrgId !== null) {
    const membership = await getMembership(activeOrgId, caller.userId);
    if (!membership) throw new AppError('NOT_A_MEMBER');
  }
  await recordContext(caller.userId, activeOrgId, input.platform, new Date().toISOString());
  return { success: true as const };
}
