import { queryClient } from '../../lib/query-client';
import { invalidateProfile, refetchProfile } from '../account/account-cache';
import { memberKeys } from './member-keys';

/** An invite was created, resent or cancelled: the invites tab reads the list again. */
export const invitesChanged = (orgId: string) => queryClient.invalidateQueries({ queryKey: memberKeys.invites(orgId) });

/**
 * A member's role changed: the members are read again, and so is my profile when the member is me
 * (the roles the portal decides on).
 */
export async function memberRoleChanged(orgId: string, userId: string, selfId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: memberKeys.members(orgId) });
  if (userId === selfId) await invalidateProfile();
}

/** A member left: the members are read again; when I left, my profile instead (the organization drops out). */
export async function memberRemoved(orgId: string, userId: string, selfId: string): Promise<void> {
  if (userId === selfId) {
    await invalidateProfile();
    return;
  }
  await queryClient.invalidateQueries({ queryKey: memberKeys.members(orgId) });
}

/** I accepted an invitation: my profile, whose organizations feed the switcher, is read before going on. */
export const invitationAccepted = refetchProfile;

/** I answered an invitation (either way): my invitations are read again. */
export const invitationAnswered = () => queryClient.invalidateQueries({ queryKey: memberKeys.myInvitations });
