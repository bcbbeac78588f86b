/**
 * A change held for Lunia's review on the item it changes (issues 24 and 38): an organization's new
 * legal name or licence number (`pendingChange` on `ORG#<id>`/`PROFILE`, organization-pending-changes.ts)
 * and a person's new legal name (`pendingNameChange` on `USER#<id>`/`PROFILE`, user-name-changes.ts).
 * The held change is an attribute naming the proposed values and `requestedAt`, which identifies it:
 * a decision or a withdrawal commits only while that same change is still held, so of two admins at
 * once (or an admin and the owner withdrawing) one wins. Here are the two writes they share.
 */
import { tableName } from './client';
import type { TransactItem } from './transactions';

export interface HeldChangeTarget {
  Key: Record<string, string>;
  /** The attribute that holds the change. */
  attribute: 'pendingChange' | 'pendingNameChange';
  /** What else must hold of the item (it exists, it is not being deleted). */
  alive: string;
  /** Attributes removed with the held change (an index entry that lists it). */
  alsoRemove?: readonly string[];
}

const sameHeldChange = (target: HeldChangeTarget) =>
  `${target.alive} AND ${target.attribute}.requestedAt = :requestedAt`;

/** The held change is approved: its values become the item's, and it is gone. */
export function heldChangeAppliedChange(
  target: HeldChangeTarget,
  requestedAt: string,
  applied: Readonly<Record<string, string>>,
): TransactItem {
  const fields = Object.entries(applied);
  const removed = [target.attribute, ...(target.alsoRemove ?? [])].join(', ');
  return {
    Update: {
      TableName: tableName(),
      Key: target.Key,
      UpdateExpression: `${
        fields.length > 0 ? `SET ${fields.map((_, i) => `#f${i} = :v${i}`).join(', ')} ` : ''
      }REMOVE ${removed}`,
      ConditionExpression: sameHeldChange(target),
      ...(fields.length > 0
        ? { ExpressionAttributeNames: Object.fromEntries(fields.map(([field], i) => [`#f${i}`, field])) }
        : {}),
      ExpressionAttributeValues: {
        ':requestedAt': requestedAt,
        ...Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value])),
      },
    },
  };
}

/** The held change is rejected (by a super admin) or withdrawn (by its owner): the item's values stay. */
export function heldChangeRemovedChange(target: HeldChangeTarget, requestedAt: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: target.Key,
      UpdateExpression: `REMOVE ${[target.attribute, ...(target.alsoRemove ?? [])].join(', ')}`,
      ConditionExpression: sameHeldChange(target),
      ExpressionAttributeValues: { ':requestedAt': requestedAt },
    },
  };
}
