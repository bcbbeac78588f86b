/**
 * An organization's lifecycle on its profile item `ORG#<id>`/`PROFILE` (issue 24): Lunia's
 * suspension (`suspended`, with when, why and by whom; module access refuses a suspended
 * organization) and its owner's deletion. Deletion is soft: the item stays with `deletedAt`, so the
 * audit trail and payments keep their organization, but it leaves the all-organizations (GSI1) and
 * by-status (GSI2) lists. Every write is conditioned on the state the caller read.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { organizationKeys } from './keys';
import type { TransactItem } from './transactions';

/** Suspends an organization that exists, is not deleted and is not suspended already. */
export function organizationSuspendedChange(
  orgId: string,
  suspension: { reason: string; at: string; by: string },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: 'SET suspended = :true, suspendedAt = :at, suspendedReason = :reason, suspendedBy = :by',
      ConditionExpression:
        'attribute_exists(PK) AND attribute_not_exists(deletedAt) AND (attribute_not_exists(suspended) OR suspended = :false)',
      ExpressionAttributeValues: {
        ':true': true,
        ':false': false,
        ':at': suspension.at,
        ':reason': suspension.reason,
        ':by': suspension.by,
      },
    },
  };
}

/** Lifts the suspension of an organization that is suspended (and not deleted). */
export function organizationUnsuspendedChange(orgId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: 'REMOVE suspended, suspendedAt, suspendedReason, suspendedBy',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deletedAt) AND suspended = :true',
      ExpressionAttributeValues: { ':true': true },
    },
  };
}

/**
 * Marks an organization deleted and takes it out of the organization lists, only while it is not
 * deleted and has no live subscription (no billing, or billing canceled): a checkout completing
 * meanwhile makes the deletion fail.
 */
export function organizationDeletedChange(orgId: string, deletion: { at: string; by: string }): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: 'SET deletedAt = :at, deletedBy = :by REMOVE GSI1PK, GSI1SK, GSI2PK, GSI2SK',
      ConditionExpression:
        'attribute_exists(PK) AND attribute_not_exists(deletedAt) AND (attribute_not_exists(billing) OR billing.#status = :canceled)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':at': deletion.at, ':by': deletion.by, ':canceled': 'canceled' },
    },
  };
}

/**
 * When the organization was deleted (undefined while it is not): read on every organization route, so
 * a deletion is refused everywhere from the moment it is marked, before its memberships are updated.
 */
export async function organizationDeletedAt(orgId: string): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      ProjectionExpression: 'deletedAt',
      ConsistentRead: true,
    }),
  );
  return typeof Item?.deletedAt === 'string' ? Item.deletedAt : undefined;
}

/** Holds a transaction to an organization that exists and is not deleted (joining it, for one). */
export function organizationNotDeletedCheck(orgId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deletedAt)',
    },
  };
}
