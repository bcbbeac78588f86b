/**
 * Keeps a person's `ModuleUser` items (data/module-users.ts) in step with what they can open now:
 * reads their profile, their memberships and their organizations (strongly consistent reads, after
 * the change that triggered it), applies domain/modules/module-users.ts, reads which items exist and
 * adds or removes only the ones that differ. Recomputed from the table, never from a delta, so a redelivered or reordered
 * stream record leaves the same result. The table stream calls it for a person whose profile or
 * membership changed, and for each member of an organization whose access changed; the counter
 * recount calls it for every user (the repair of records lost or written before issue 24).
 */
import { OPENABLE_MODULES } from '@lunia/shared/domain/module-access';
import { listMembershipsOfUser } from '../../data/memberships';
import { addModuleUser, modulesRecordedFor, removeModuleUser } from '../../data/module-users';
import { getOrganizations } from '../../data/organization-profiles';
import { getUserVerificationState } from '../../data/user-verification';
import { modulesOpenTo } from '../../domain/modules/module-users';

/** A membership the caller just saw change: the user's list on GSI1 may not show it yet. */
export interface MembershipSeen {
  orgId: string;
  /** false: it was removed, or its organization deleted. */
  present: boolean;
}

/**
 * Recomputes one person's modules. `fallback` is the person as a removed profile last showed them
 * (its items are removed); `seen` corrects the index's view of the membership just changed.
 */
export async function refreshModuleUsers(
  userId: string,
  options: { seen?: MembershipSeen; fallback?: { createdAt: string } } = {},
): Promise<void> {
  const [state, memberships] = await Promise.all([getUserVerificationState(userId), listMembershipsOfUser(userId)]);
  const createdAt = state?.user.createdAt ?? options.fallback?.createdAt;
  if (!createdAt) return;
  const orgIds = new Set(memberships.filter((m) => !m.orgDeletedAt).map((m) => m.orgId));
  if (options.seen) {
    if (options.seen.present) orgIds.add(options.seen.orgId);
    else orgIds.delete(options.seen.orgId);
  }
  // One strongly consistent BatchGetItem for all of them: an owner of many pharmacies is one request.
  const organizations = state ? await getOrganizations([...orgIds], { consistent: true }) : new Map();
  const open = new Set(modulesOpenTo(state?.user, [...organizations.values()]));
  const person = { id: userId, createdAt };
  // Only the differences are written: most refreshes change nothing (a new account opens no module),
  // and a write is a write unit even when it finds nothing to delete.
  const recorded = await modulesRecordedFor(OPENABLE_MODULES, person);
  await Promise.all(
    OPENABLE_MODULES.filter((module) => open.has(module) !== recorded.has(module)).map((module) =>
      open.has(module) ? addModuleUser(module, person) : removeModuleUser(module, person),
    ),
  );
}

/** Runs `run` over `items`, at most `limit` at a time. */
export async function eachWithLimit<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
