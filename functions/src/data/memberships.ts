/**
 * Memberships (access pattern 4): `ORG#<orgId>`/`MEMBER#<userId>` with the role, and GSI1
 * `USER#<userId>` / `ORG#<orgId>` for a user's organizations.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { OrgRole } from '@lunia/shared/domain/constants';
import { db, queryAllPages, tableName } from './client';
import { membershipKeys } from './keys';

export interface Membership {
  orgId: string;
  userId: string;
  role: OrgRole;
  joinedAt: string;
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
});

export async function getMembership(orgId: string, userId: string): Promise<Membership | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: membershipKeys.item(orgId, userId), ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : undefined;
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
