import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { OrgRole } from '@lunia/shared/domain/constants';
import { db, tableName } from './client';
import { keys, userOrganizationsIndexKey } from './keys';

export interface Membership {
  orgId: string;
  userId: string;
  role: OrgRole;
  joinedAt: string;
}

export const MEMBERSHIP_ENTITY = 'Membership';

export function toItem(membership: Membership) {
  return {
    ...keys.membership(membership.orgId, membership.userId),
    GSI1PK: userOrganizationsIndexKey(membership.userId),
    GSI1SK: `ORG#${membership.orgId}`,
    entity: MEMBERSHIP_ENTITY,
    ...membership,
  };
}

export async function getMembership(orgId: string, userId: string): Promise<Membership | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.membership(orgId, userId), ConsistentRead: true }),
  );
  return Item ? (Item as Membership) : undefined;
}
