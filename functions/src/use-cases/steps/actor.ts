/** Who did something, as audit events record it. */
import type { AuditActorRole } from '../../data/audit-events';
import { getUserProfile } from '../../data/user-profiles';
import type { Caller } from '../../domain/caller';

export interface Actor {
  id: string;
  role: AuditActorRole;
  /** Name or e-mail at the time (admins see it on timelines). */
  name: string | null;
}

/** The acting person's display name for the audit trail (their profile, else the token's e-mail). */
export async function actorNameOf(caller: Caller): Promise<string | null> {
  const profile = await getUserProfile(caller.userId);
  if (profile) return `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
  return caller.email ?? null;
}

/**
 * The role of a person acting on their own account (a data export, a password change, MFA): a
 * platform admin is recorded as `admin`, anyone else as the account's `owner`, never a fixed role.
 */
export const ownAccountRole = (caller: Caller): AuditActorRole => (caller.isAdmin ? 'admin' : 'owner');

export async function actorOf(caller: Caller, role: AuditActorRole): Promise<Actor> {
  return { id: caller.userId, role, name: await actorNameOf(caller) };
}
