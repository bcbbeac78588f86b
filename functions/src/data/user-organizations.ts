/**
 * A user's organizations with their role (access pattern 4): the memberships on GSI1 `USER#<id>`
 * (sort key `ORG#<orgId>`), then the organizations themselves in one BatchGetItem.
 */
import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OrgRole } from '@lunia/shared/domain/constants';
import { db, tableName } from './client';
import { keys, userOrganizationsIndexKey } from './keys';
import type { Membership } from './memberships';
import type { Organization } from './organizations';

export interface UserOrganization {
  organization: Organization;
  role: OrgRole;
}

/** Every membership of a user (a user belongs to a handful of organizations; pages are followed). */
export async function listMembershipsOfUser(userId: string): Promise<Membership[]> {
  const memberships: Membership[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :org)',
        ExpressionAttributeValues: { ':pk': userOrganizationsIndexKey(userId), ':org': 'ORG#' },
        Limit: 100,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      memberships.push({
        orgId: item.orgId as string,
        userId: item.userId as string,
        role: item.role as OrgRole,
        joinedAt: item.joinedAt as string,
      });
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return memberships;
}

const BATCH_GET_LIMIT = 100;

async function getOrganizations(orgIds: string[]): Promise<Map<string, Organization>> {
  const found = new Map<string, Organization>();
  for (let start = 0; start < orgIds.length; start += BATCH_GET_LIMIT) {
    let pending: Record<string, unknown>[] = orgIds.slice(start, start + BATCH_GET_LIMIT).map(keys.organization);
    for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const { Responses, UnprocessedKeys } = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
      );
      for (const item of Responses?.[tableName()] ?? []) {
        const { PK: _pk, SK: _sk, GSI1PK: _a, GSI1SK: _b, GSI2PK: _c, GSI2SK: _d, entity: _e, ...org } = item;
        found.set(org.id as string, org as Organization);
      }
      pending = (UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
    if (pending.length > 0) throw new Error('BatchGetItem left organizations unprocessed');
  }
  return found;
}

/** The user's organizations with their role, in membership order (by organization id). */
export async function listUserOrganizations(userId: string): Promise<UserOrganization[]> {
  const memberships = await listMembershipsOfUser(userId);
  if (memberships.length === 0) return [];
  const organizations = await getOrganizations(memberships.map((m) => m.orgId));
  return memberships.flatMap((membership) => {
    const organization = organizations.get(membership.orgId);
    // A membership whose organization is gone (being deleted) is not shown.
    return organization ? [{ organization, role: membership.role }] : [];
  });
}
