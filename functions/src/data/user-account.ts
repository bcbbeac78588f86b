/**
 * Writes a user makes to their own profile item (USER#<id>/PROFILE): details and the unique-e-mail
 * swap, the profile photo's states, the reported context and "last seen". Every write is keyed by
 * the caller's own id (the token's sub) and conditioned on the profile existing.
 */
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '@lunia/shared/errors';
import { db, isConditionalCheckFailed, tableName } from './client';
import { keys } from './keys';

const PROFILE_EXISTS = 'attribute_exists(PK)';

function transactionReasons(error: unknown): (string | undefined)[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code);
}

export interface ProfileDetails {
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * Updates names and phone; with `email`, also moves the unique e-mail claim from the current
 * address to the new one in the same transaction (the new address must be unclaimed).
 */
export async function updateProfileDetails(
  userId: string,
  details: ProfileDetails,
  email?: { from: string; to: string },
): Promise<void> {
  const setDetails = {
    TableName: tableName(),
    Key: keys.user(userId),
    UpdateExpression: `SET firstName = :firstName, lastName = :lastName, phone = :phone${email ? ', email = :to' : ''}`,
    ExpressionAttributeValues: {
      ':firstName': details.firstName,
      ':lastName': details.lastName,
      ':phone': details.phone,
      ...(email ? { ':to': email.to, ':from': email.from } : {}),
    },
    ConditionExpression: email ? `${PROFILE_EXISTS} AND email = :from` : PROFILE_EXISTS,
  };
  if (!email) {
    try {
      await db().send(new UpdateCommand(setDetails));
    } catch (error) {
      if (isConditionalCheckFailed(error)) throw new AppError('PROFILE_NOT_FOUND');
      throw error;
    }
    return;
  }
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: setDetails },
          {
            Delete: {
              TableName: tableName(),
              Key: keys.userEmail(email.from),
              ConditionExpression: 'userId = :userId',
              ExpressionAttributeValues: { ':userId': userId },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.userEmail(email.to), entity: 'UserEmail', userId },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    const reasons = transactionReasons(error);
    if (!reasons) throw error;
    if (reasons[2] === 'ConditionalCheckFailed') throw new AppError('EMAIL_EXISTS', undefined, 'email');
    if (reasons[0] === 'ConditionalCheckFailed') throw new AppError('CONFLICT');
    throw new AppError('CONFLICT', 'Your e-mail could not be changed. Please try again.');
  }
}

/** Records the key of a new upload slot; the upload check accepts only this key. */
export async function setPendingPhoto(userId: string, key: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET pendingPhotoKey = :key REMOVE photoRejection',
        ConditionExpression: PROFILE_EXISTS,
        ExpressionAttributeValues: { ':key': key },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new AppError('PROFILE_NOT_FOUND');
    throw error;
  }
}

/**
 * Makes the pending upload the profile photo. Returns the replaced photo's key (to delete), or
 * `undefined` when the key is no longer the pending one (a redelivered or superseded event).
 */
export async function acceptPendingPhoto(
  userId: string,
  key: string,
): Promise<{ previousKey: string | null } | undefined> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET profilePhotoKey = :key REMOVE pendingPhotoKey, photoRejection',
        ConditionExpression: 'pendingPhotoKey = :key',
        ExpressionAttributeValues: { ':key': key },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    return { previousKey: (Attributes?.profilePhotoKey as string | null | undefined) ?? null };
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

/** Records why the pending upload was refused; false when the key is no longer the pending one. */
export async function rejectPendingPhoto(userId: string, key: string, reason: string, at: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET photoRejection = :rejection REMOVE pendingPhotoKey',
        ConditionExpression: 'pendingPhotoKey = :key',
        ExpressionAttributeValues: { ':key': key, ':rejection': { key, reason, at } },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Removes the profile photo; returns the removed key (null if there was none). */
export async function clearProfilePhoto(userId: string): Promise<string | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET profilePhotoKey = :none REMOVE photoRejection',
        ConditionExpression: PROFILE_EXISTS,
        ExpressionAttributeValues: { ':none': null },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    return (Attributes?.profilePhotoKey as string | null | undefined) ?? null;
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new AppError('PROFILE_NOT_FOUND');
    throw error;
  }
}

/** The context the web reports on a switch; it also counts as activity ("last seen"). */
export async function recordContext(userId: string, orgId: string | null, platform: string, at: string) {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET lastContext = :context, lastSeenAt = :at',
        ConditionExpression: PROFILE_EXISTS,
        ExpressionAttributeValues: { ':context': { orgId, platform, at }, ':at': at },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new AppError('PROFILE_NOT_FOUND');
    throw error;
  }
}

/**
 * Sets lastSeenAt unless it is more recent than `staleBefore` (at most one write per interval,
 * however often the profile is loaded).
 */
export async function touchLastSeen(userId: string, at: string, staleBefore: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET lastSeenAt = :at',
        ConditionExpression: `${PROFILE_EXISTS} AND (attribute_not_exists(lastSeenAt) OR lastSeenAt < :stale)`,
        ExpressionAttributeValues: { ':at': at, ':stale': staleBefore },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}
