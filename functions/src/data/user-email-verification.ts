/**
 * Proving a user's e-mail (domain/account/email-verification.ts) on the profile item
 * `USER#<id>`/`PROFILE`: the outstanding code and its send record, the proof of the current address,
 * and the e-mail change, which moves the unique e-mail claim (user-claims.ts) in the same transaction
 * as the profile. Every write holds only if the profile is still as the caller read it.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '@lunia/shared/errors';
import type { EmailCodeSends, StoredEmailCode } from '../domain/account/email-verification';
import { db, tableName } from './client';
import { userKeys } from './keys';
import { cancellationCodes, type TransactItem } from './transactions';
import { emailClaimItem, emailClaimKey } from './user-claims';
import { type OwnDetailsEdit, ownDetailsCondition, PROFILE_EXISTS, updateProfileIf } from './user-profile-updates';

/**
 * Stores a newly sent code (replacing any earlier one) with the updated send record, and with
 * `edit` the names and phone of the same profile edit, in one write. It holds only if the
 * current e-mail and the last send are still what the caller read (and the edit's own condition,
 * user-profile-updates.ts `ownDetailsCondition`), so two requests at once cannot
 * both send (the loser gets CONFLICT) and a code is never stored against a changed address.
 */
export async function storeEmailCode(
  userId: string,
  input: {
    currentEmail: string;
    code: StoredEmailCode;
    sends: EmailCodeSends;
    previousSends: EmailCodeSends | undefined;
    edit?: OwnDetailsEdit;
  },
): Promise<void> {
  const details = input.edit?.details;
  const names = input.edit ? ownDetailsCondition(input.edit) : undefined;
  const old = await updateProfileIf(userId, {
    UpdateExpression: `SET emailCode = :code, emailCodeSends = :sends${
      details ? ', firstName = :firstName, lastName = :lastName, phone = :phone' : ''
    }`,
    ConditionExpression: `${PROFILE_EXISTS} AND email = :current AND ${
      input.previousSends ? 'emailCodeSends.lastSentAt = :lastSentAt' : 'attribute_not_exists(emailCodeSends)'
    }${names ? ` AND ${names.expression}` : ''}`,
    ExpressionAttributeValues: {
      ':code': input.code,
      ':sends': input.sends,
      ':current': input.currentEmail,
      ...(input.previousSends ? { ':lastSentAt': input.previousSends.lastSentAt } : {}),
      ...(details ? { ':firstName': details.firstName, ':lastName': details.lastName, ':phone': details.phone } : {}),
      ...(names?.values ?? {}),
    },
  });
  if (!old) throw new AppError('CONFLICT');
}

/**
 * Counts one try of the code before it is compared, so parallel guesses cannot exceed the limit:
 * false when the code was replaced or has no tries left.
 */
export async function countEmailCodeAttempt(userId: string, codeHash: string, maxAttempts: number): Promise<boolean> {
  const old = await updateProfileIf(userId, {
    UpdateExpression: 'SET emailCode.attempts = emailCode.attempts + :one',
    ConditionExpression: 'emailCode.codeHash = :hash AND emailCode.attempts < :max',
    ExpressionAttributeValues: { ':one': 1, ':hash': codeHash, ':max': maxAttempts },
  });
  return old !== undefined;
}

/** The right code for the current address: it is proven, the code is used up. */
export async function confirmCurrentEmail(userId: string, email: string, codeHash: string): Promise<void> {
  const old = await updateProfileIf(userId, {
    UpdateExpression: 'SET emailVerified = :true REMOVE emailCode',
    ConditionExpression: 'email = :email AND emailCode.codeHash = :hash',
    ExpressionAttributeValues: { ':true': true, ':email': email.toLowerCase(), ':hash': codeHash },
  });
  if (!old) throw new AppError('CONFLICT');
}

/**
 * Moves the e-mail from `from` to `to` with its unique claim, in one transaction: the profile (still
 * at `from`, under `condition`), the old claim deleted, the new one created (it must be free).
 */
async function swapEmail(
  userId: string,
  email: { from: string; to: string },
  profile: { set: string; remove?: string; condition: string; values: Record<string, unknown> },
): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: userKeys.profile(userId),
              UpdateExpression: `SET email = :to, ${profile.set}${profile.remove ? ` REMOVE ${profile.remove}` : ''}`,
              ConditionExpression: `${PROFILE_EXISTS} AND email = :from AND ${profile.condition}`,
              ExpressionAttributeValues: { ':to': email.to, ':from': email.from, ...profile.values },
            },
          },
          {
            Delete: {
              TableName: tableName(),
              Key: emailClaimKey(email.from),
              ConditionExpression: 'userId = :userId',
              ExpressionAttributeValues: { ':userId': userId },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: emailClaimItem(email.to, userId),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    const reasons = cancellationCodes(error);
    if (!reasons) throw error;
    if (reasons[2] === 'ConditionalCheckFailed') throw new AppError('EMAIL_EXISTS', undefined, 'email');
    if (reasons[0] === 'ConditionalCheckFailed') throw new AppError('CONFLICT');
    throw new AppError('CONFLICT', 'Your e-mail could not be changed. Please try again.');
  }
}

/**
 * The right code for a pending change: the new address becomes the e-mail (proven), the unique
 * claim moves with it, the code is used up. EMAIL_EXISTS if the address was claimed meanwhile.
 */
export async function confirmEmailChange(userId: string, change: { from: string; to: string; codeHash: string }) {
  await swapEmail(userId, change, {
    set: 'emailVerified = :true',
    remove: 'emailCode',
    condition: 'emailCode.codeHash = :hash AND emailCode.email = :to',
    values: { ':true': true, ':hash': change.codeHash },
  });
}

/** Undoes `confirmEmailChange` (Cognito refused the new address): the old e-mail, state and code. */
export async function undoEmailChange(
  userId: string,
  change: { from: string; to: string },
  restore: { emailVerified: boolean; emailCode: StoredEmailCode },
): Promise<void> {
  await swapEmail(userId, change, {
    set: 'emailVerified = :verified, emailCode = :code',
    condition: 'attribute_not_exists(emailCode)',
    values: { ':verified': restore.emailVerified, ':code': restore.emailCode },
  });
}

/** Drops the outstanding code if it is still `codeHash` (cancelling a pending change). */
export async function cancelEmailCode(userId: string, codeHash: string): Promise<void> {
  await updateProfileIf(userId, {
    UpdateExpression: 'REMOVE emailCode',
    ConditionExpression: 'emailCode.codeHash = :hash',
    ExpressionAttributeValues: { ':hash': codeHash },
  });
}

/**
 * In another feature's transaction (redeeming an invitation link sent to `email`): the current
 * e-mail is proven, provided it is still `email` (e-mails are stored in lower case).
 */
export function emailVerifiedChange(userId: string, email: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: userKeys.profile(userId),
      UpdateExpression: 'SET emailVerified = :true',
      ConditionExpression: `${PROFILE_EXISTS} AND email = :email`,
      ExpressionAttributeValues: { ':true': true, ':email': email.toLowerCase() },
    },
  };
}
