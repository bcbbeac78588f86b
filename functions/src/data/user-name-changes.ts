/**
 * A person's new legal name held for Lunia's review (issue 38), on the profile item
 * `USER#<id>`/`PROFILE`: `pendingNameChange` (the proposed first and last name, the person's reason,
 * `requestedAt`) and, while it is held, the GSI4 entry `NAMECHANGES` / `<requestedAt>#<userId>` the
 * back office lists oldest first. The names on file stay until a super admin approves; a rejection or
 * the person's withdrawal removes the change. The decision and withdrawal writes are the held-change
 * writes organizations use too (held-changes.ts).
 */
import { queryPartitionPage, tableName } from './client';
import { type HeldChangeTarget, heldChangeAppliedChange, heldChangeRemovedChange } from './held-changes';
import { userKeys } from './keys';
import type { TransactItem } from './transactions';
import { fromItem, type PendingNameChange, type UserProfile } from './user-profiles';

const INDEX_ATTRIBUTES = ['GSI4PK', 'GSI4SK'] as const;

const heldNameChangeOf = (userId: string): HeldChangeTarget => ({
  Key: userKeys.profile(userId),
  attribute: 'pendingNameChange',
  alive: 'attribute_exists(PK) AND attribute_not_exists(deletionStartedAt)',
  alsoRemove: INDEX_ATTRIBUTES,
});

/**
 * The person asks for a new legal name: it is held (replacing the one held before, if any) with its
 * list entry. It commits only while the names on file and the held change are still the ones read,
 * so a decision made meanwhile is never overwritten unseen.
 */
export function nameChangeRequestedChange(
  userId: string,
  change: {
    pending: PendingNameChange;
    seenPending: PendingNameChange | undefined;
    seenNames: { firstName: string; lastName: string };
  },
): TransactItem {
  const { pending, seenPending, seenNames } = change;
  return {
    Update: {
      TableName: tableName(),
      Key: userKeys.profile(userId),
      UpdateExpression: 'SET pendingNameChange = :pending, GSI4PK = :pk, GSI4SK = :sk',
      ConditionExpression: [
        'attribute_exists(PK) AND attribute_not_exists(deletionStartedAt)',
        'firstName = :firstName AND lastName = :lastName',
        seenPending ? 'pendingNameChange.requestedAt = :seenRequestedAt' : 'attribute_not_exists(pendingNameChange)',
      ].join(' AND '),
      ExpressionAttributeValues: {
        ':pending': pending,
        ':pk': userKeys.nameChangeIndex(userId, pending.requestedAt).GSI4PK,
        ':sk': userKeys.nameChangeIndex(userId, pending.requestedAt).GSI4SK,
        ':firstName': seenNames.firstName,
        ':lastName': seenNames.lastName,
        ...(seenPending ? { ':seenRequestedAt': seenPending.requestedAt } : {}),
      },
    },
  };
}

/** A super admin approves the held name: it becomes the person's legal name, and the change is gone. */
export function nameChangeAppliedChange(userId: string, pending: PendingNameChange): TransactItem {
  return heldChangeAppliedChange(heldNameChangeOf(userId), pending.requestedAt, {
    firstName: pending.firstName,
    lastName: pending.lastName,
  });
}

/** The held name is rejected (super admin) or withdrawn (the person): the names on file stay. */
export function nameChangeRemovedChange(userId: string, pending: PendingNameChange): TransactItem {
  return heldChangeRemovedChange(heldNameChangeOf(userId), pending.requestedAt);
}

/** The people whose new legal name waits for review, oldest request first, a page at a time. */
export async function listHeldNameChanges(
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ users: UserProfile[]; lastKey: Record<string, unknown> | undefined }> {
  const page = await queryPartitionPage({ index: 'GSI4', partition: userKeys.nameChangesPartition, limit, startKey });
  // The index is eventually consistent: an entry whose change was decided meanwhile is left out.
  const users = page.items.map(fromItem).filter((user) => user.pendingNameChange !== undefined);
  return { users, lastKey: page.lastKey };
}
