/**
 * The counts kept on an organization's profile item `ORG#<id>`/`PROFILE`: its pharmacy locations
 * (`locationCount`) and its owners (`ownerCount`). Each moves in the same transaction as the location
 * or membership change it counts, under a condition that makes the limit race-safe: no location past
 * the plan's limit, never fewer than one owner.
 */
import { tableName, updateIfStill } from './client';
import { organizationKeys } from './keys';
import type { TransactItem } from './transactions';

/**
 * Counts one more location on the organization, only while it has fewer than `limit` (or exactly
 * `expectedCount`, when the new location's primary flag depends on the count read): the race-safe
 * half of the location limit. Items without a count have none.
 */
export function locationAdded(orgId: string, guard: { limit: number } | { expectedCount: number }): TransactItem {
  const guardExpression =
    'limit' in guard
      ? '(attribute_not_exists(locationCount) OR locationCount < :guard)'
      : guard.expectedCount === 0
        ? '(attribute_not_exists(locationCount) OR locationCount = :guard)'
        : 'locationCount = :guard';
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: 'SET locationCount = if_not_exists(locationCount, :zero) + :one',
      ConditionExpression: `attribute_exists(PK) AND ${guardExpression}`,
      ExpressionAttributeValues: {
        ':zero': 0,
        ':one': 1,
        ':guard': 'limit' in guard ? guard.limit : guard.expectedCount,
      },
    },
  };
}

/** Counts one location fewer (in the transaction that deletes it). */
export function locationRemoved(orgId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: 'SET locationCount = locationCount - :one',
      ConditionExpression: 'attribute_exists(PK) AND locationCount > :zero',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
    },
  };
}

/**
 * Sets the owner count of an organization created before it was kept, only while it has none (of two
 * requests initialising at once, the first wins and the other's count is the same). Returns false when
 * a count was already there. Any change to who is an owner needs the count first, so the owners counted
 * before this write cannot change before it.
 */
export async function ownerCountInitialised(orgId: string, owners: number): Promise<boolean> {
  return updateIfStill({
    Key: organizationKeys.profile(orgId),
    UpdateExpression: 'SET ownerCount = :owners',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(ownerCount)',
    ExpressionAttributeValues: { ':owners': owners },
  });
}

/**
 * One owner more or fewer, in the transaction of the membership change. One fewer only while more
 * than one is left: the race-safe half of "the last owner can never be removed or demoted".
 */
export function ownerCountChanged(orgId: string, delta: -1 | 1): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: 'SET ownerCount = ownerCount + :delta',
      ConditionExpression:
        delta < 0
          ? 'attribute_exists(PK) AND ownerCount > :one'
          : 'attribute_exists(PK) AND attribute_exists(ownerCount)',
      ExpressionAttributeValues: delta < 0 ? { ':delta': delta, ':one': 1 } : { ':delta': delta },
    },
  };
}
