import { AppError } from '@lunia/shared/errors';
import { dismissInvite } from '../../data/invites';
import type { Caller } from '../../domain/caller';
import { loadOwnInvitation } from '../steps/invites';
import { requireOwnProfile } from '../steps/own-profile';

/** Hides an accepted, declined, cancelled or expired invitation from the caller's list. */
export async function dismissInvitation(input: {
  caller: Caller;
  invitationId: string | undefined;
  token?: string | undefined;
}) {
  const profile = await requireOwnProfile(input.caller);
  const { invite } = await loadOwnInvitation(profile, input.invitationId, input.token);
  if (!(await dismissInvite(invite, new Date().toISOString()))) {
    throw new AppError('CONFLICT', 'Accept or decline this invitation before dismissing it.');
  }
  return { success: true as const };
}
