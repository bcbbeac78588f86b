/**
 * Keeps who can open each module (`ModuleUser` items, data/module-users.ts) in step with what decides
 * it (issue 24): a person's own verification, their memberships, and their organizations' plan,
 * activation, verification, suspension and deletion. Each reaction recomputes the people concerned
 * from the table (use-cases/steps/module-users.ts), so redelivered records change nothing. Changes
 * that do not touch those inputs (a sign-in, a new address, a new unverified account) are skipped
 * without a read.
 */
import { listMembersOfOrganization, MEMBERSHIP_ENTITY } from '../../data/memberships';
import { isOrganizationProfileItem, ORGANIZATION_ENTITY } from '../../data/organization-profiles';
import { isUserProfileItem, USER_ENTITY } from '../../data/user-profiles';
import {
  modulesOpenTo,
  type OrganizationRecordForAccess,
  organizationAccessChanged,
} from '../../domain/modules/module-users';
import { eachWithLimit, refreshModuleUsers } from '../../use-cases/steps/module-users';
import type { Item, Reaction } from './reaction';

/** Members refreshed at once when an organization's access changes. */
const PARALLEL_MEMBERS = 5;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What a user's own access is read from. */
const ownAccessInputs = (item: Item | undefined) =>
  item ? JSON.stringify([item.verified === true, text(item.verificationStatus), text(item.createdAt)]) : '';

/**
 * Whether a profile's change can change what its person opens. A new profile has no membership yet (a
 * membership's own record refreshes its person when it comes), so it opens only what the person opens
 * alone: nothing before verification, which is how every registration starts; its refresh is skipped.
 */
export function ownAccessMayChange(before: Item | undefined, after: Item | undefined): boolean {
  if (ownAccessInputs(before) === ownAccessInputs(after)) return false;
  if (!before && after) {
    const person = { verified: after.verified === true, verificationStatus: text(after.verificationStatus) ?? '' };
    return modulesOpenTo(person, []).length > 0;
  }
  return true;
}

export const maintainModuleUsersOfUser: Reaction = {
  entity: USER_ENTITY,
  async handle({ oldItem, newItem }) {
    const before = isUserProfileItem(oldItem) ? oldItem : undefined;
    const after = isUserProfileItem(newItem) ? newItem : undefined;
    const item = after ?? before;
    if (!item || !ownAccessMayChange(before, after)) return;
    const createdAt = text(item.createdAt);
    await refreshModuleUsers(String(item.id), createdAt ? { fallback: { createdAt } } : {});
  },
};

const membershipState = (item: Item | undefined) =>
  item ? `${text(item.orgId)}|${text(item.userId)}|${item.orgDeletedAt ? 'deleted' : 'live'}` : '';

export const maintainModuleUsersOfMembership: Reaction = {
  entity: MEMBERSHIP_ENTITY,
  async handle({ oldItem, newItem }) {
    if (membershipState(oldItem) === membershipState(newItem)) return;
    const item = newItem ?? oldItem;
    const userId = text(item?.userId);
    const orgId = text(item?.orgId);
    if (!userId || !orgId) return;
    const present = newItem !== undefined && !newItem.orgDeletedAt;
    await refreshModuleUsers(userId, { seen: { orgId, present } });
  },
};

const accessRecordOf = (item: Item | undefined): OrganizationRecordForAccess | undefined =>
  isOrganizationProfileItem(item) ? (item as unknown as OrganizationRecordForAccess) : undefined;

export const maintainModuleUsersOfOrganization: Reaction = {
  entity: ORGANIZATION_ENTITY,
  async handle({ oldItem, newItem }) {
    const before = accessRecordOf(oldItem);
    const after = accessRecordOf(newItem);
    if (!organizationAccessChanged(before, after)) return;
    const orgId = text((newItem ?? oldItem)?.id);
    if (!orgId) return;
    const members = await listMembersOfOrganization(orgId);
    await eachWithLimit(members, PARALLEL_MEMBERS, (member) => refreshModuleUsers(member.userId));
  },
};
