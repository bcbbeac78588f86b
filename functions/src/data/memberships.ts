/**
 * Memberships (access pattern 4): `ORG#<orgId>`/`MEMBER#<userId>` with the role, and GSI1
 * `USER#<userId>` / `ORG#<orgId>` for a user's organizations.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { OrgRole } from '@lunia/shared/domain/constants';
import { batchGetItems } from './batch-get';
import { db, queryAllPages, tableName } from './client';
import { membershipKeys, organizationKeys } from './keys';
import type { TransactItem } from './transactions';

export interface Membership {
  orgId: string;
  userId: string;
  role: OrgRole;
  joinedAt: string;
  /** Set when the organization was deleted (issue 24): the record stays, out of the user's organizations. */
  orgDeletedAt?: string;
}

export const MEMBERSHIP_ENTITY = 'Membership';

export function toItem(membership: Membership) {
  return {
    ...membershipKeys.item(membership.orgId, membership.userId),
    ...membershipKeys.indexes(membership),
    entity: MEMBERSHIP_ENTITY,
    ...membership,
  };
}

const fromItem = (item: Record<string, unknown>): Membership => ({
  orgId: item.orgId as string,
  userId: item.userId as string,
  role: item.role as OrgRole,
  joinedAt: item.joinedAt as string,
  ...(typeof item.orgDeletedAt === 'string' ? { orgDeletedAt: item.orgDeletedAt } : {}),
});

export async function getMembership(orgId: string, userId: string): Promise<Membership | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: membershipKeys.item(orgId, userId), ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : undefined;
}

/**
 * What an organization route's authorization reads: the caller's membership and the organization's
 * deletion mark (issue 24), in one strongly consistent BatchGetItem of both items of the organization's
 * partition. Its one projection names the membership's fields and the profile's `deletedAt`.
 */
export async function getMembershipAndOrganizationDeletion(
  orgId: string,
  userId: string,
): Promise<{ membership: Membership | undefined; orgDeletedAt: string | undefined }> {
  const membershipKey = membershipKeys.item(orgId, userId);
  const profileKey = organizationKeys.profile(orgId);
  const items = await batchGetItems(
    [membershipKey, profileKey],
    {
      expression: '#sk, orgId, userId, #role, joinedAt, orgDeletedAt, deletedAt',
      names: { '#sk': 'SK', '#role': 'role' },
    },
    true,
  );
  const membershipItem = items.find((item) => item.SK === membershipKey.SK);
  const profile = items.find((item) => item.SK === profileKey.SK);
  return {
    membership: membershipItem ? fromItem(membershipItem) : undefined,
    orgDeletedAt: typeof profile?.deletedAt === 'string' ? profile.deletedAt : undefined,
  };
}

/** Every membership of a user (a user belongs to a handful of organizations; pages are followed). */
export async function listMembershipsOfUser(userId: string): Promise<Membership[]> {
  const memberships: Membership[] = [];
  await queryAllPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :org)',
      ExpressionAttributeValues: {
        ':pk': membershipKeys.userOrganizationsPartition(userId),
        ':org': membershipKeys.orgSortPrefix,
      },
      Limit: 100,
    },
    ({ items }) => memberships.push(...items.map(fromItem)),
  );
  return memberships;
}

/**
 * The members of an organization with their role (access pattern 4): one Query on the organization's
 * partition, `MEMBER#` sort keys. An organization has a team, not a crowd; pages are followed.
 */
export async function listMembersOfOrganization(orgId: string): Promise<Membership[]> {
  const members: Membership[] = [];
  const { PK } = membershipKeys.item(orgId, '');
  await queryAllPages(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :member)',
      ExpressionAttributeValues: { ':pk': PK, ':member': membershipKeys.memberSortPrefix },
    },
    ({ items }) => members.push(...items.map(fromItem)),
  );
  return members;
}

/** A new membership, in the caller's transaction; fails its condition if the user is a member already. */
export function newMembershipPut(membership: Membership): TransactItem {
  return { Put: { TableName: tableName(), Item: toItem(membership), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/**
 * How many owners an organization has, counted from its `MEMBER#` items (strongly consistent): only
 * to initialise the organization's `ownerCount` where it was never kept.
 */
export async function countOwnersOfOrganization(orgId: string): Promise<number> {
  let owners = 0;
  const { PK } = membershipKeys.item(orgId, '');
  await queryAllPages(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :member)',
      FilterExpression: '#role = :owner',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':pk': PK, ':member': membershipKeys.memberSortPrefix, ':owner': 'owner' },
      Select: 'COUNT',
      ConsistentRead: true,
    },
    ({ count }) => {
      owners += count;
    },
  );
  return owners;
}

/** A member's role goes from `from` to `to`, only while it is still `from` (in the change's transaction). */
export function memberRoleChanged(
  orgId: string,
  userId: string,
  change: { from: OrgRole; to: OrgRole; at: string; by: string },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: membershipKeys.item(orgId, userId),
      UpdateExpression: 'SET #role = :to, roleChangedAt = :at, roleChangedBy = :by',
      ConditionExpression: '#role = :from',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':from': change.from, ':to': change.to, ':at': change.at, ':by': change.by },
    },
  };
}

/** A member leaves the organization, only while their role is still the one read. */
export function memberRemoved(orgId: string, userId: string, role: OrgRole): TransactItem {
  return { Delete: whileRoleIs(orgId, userId, role) };
}

/** The transaction commits only while this person still holds this role (the actor of a team change). */
export function memberHoldsRole(orgId: string, userId: string, role: OrgRole): TransactItem {
  return { ConditionCheck: whileRoleIs(orgId, userId, role) };
}

/** A membership item, on the condition that its role is still `role`. */
const whileRoleIs = (orgId: string, userId: string, role: OrgRole) => ({
  TableName: tableName(),
  Key: membershipKeys.item(orgId, userId),
  ConditionExpression: '#role = :role',
  ExpressionAttributeNames: { '#role': 'role' },
  ExpressionAttributeValues: { ':role': role },
});

/**
 * The organization of this membership was deleted (issue 24): the membership stays as a record but
 * leaves the user's organizations (GSI1), and the organization's routes answer 404 to it.
 */
export function membershipOfDeletedOrganization(orgId: string, userId: string, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: membershipKeys.item(orgId, userId),
      UpdateExpression: 'SET orgDeletedAt = :at REMOVE GSI1PK, GSI1SK',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(orgDeletedAt)',
      ExpressionAttributeValues: { ':at': at },
    },
  };
}
