/**
 * Accounts registered under issue 25's rules that still wait for their e-mail code (registrations
 * since issue 38 create no account before the code: data/registration-requests.ts). Kept on the session policy item
 * `USER#<id>`/`SESSION` (data/session-policy.ts reads it on every request) as
 * `registrationPendingSince`, and indexed in the GSI1 partition `PENDINGREGISTRATIONS` by that time.
 * The pending state is written with the profile (user-profiles.ts `createUserProfile`), cleared
 * together with the proof of the e-mail (the code, or a password reset), and the whole account's
 * items are removed by the daily removal once it is 7 days old. Every write is conditioned on the
 * registration still being pending, so a confirmed account is never removed.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, updateIfStill } from './client';
import { userKeys } from './keys';
import { SESSION_POLICY_ENTITY } from './session-policy';
import { isTransactionConflict, type TransactItem, writeTransaction } from './transactions';
import { emailClaimKey } from './user-claims';
import { PROFILE_EXISTS } from './user-profile-updates';

const STILL_PENDING = 'attribute_exists(registrationPendingSince) AND attribute_not_exists(removalStartedAt)';

/**
 * In the transaction that creates an account at its confirmation (issue 38: the account exists only
 * once its e-mail code is entered): its session policy item, confirmed from the start.
 */
export function confirmedRegistrationPut(userId: string, at: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...userKeys.sessionPolicy(userId),
        entity: SESSION_POLICY_ENTITY,
        userId,
        registrationConfirmedAt: at,
        registrationConfirmedBy: 'code',
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

const policyConfirmed = (userId: string, at: string, how: 'code' | 'password_reset'): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: userKeys.sessionPolicy(userId),
    UpdateExpression:
      'SET registrationConfirmedAt = :at, registrationConfirmedBy = :how REMOVE registrationPendingSince, GSI1PK, GSI1SK',
    ConditionExpression: STILL_PENDING,
    ExpressionAttributeValues: { ':at': at, ':how': how },
  },
});

/**
 * A password reset (done with a code mailed to the address) confirms a pending registration and
 * proves the e-mail. False when the account was not pending (nothing is written).
 */
export async function confirmRegistrationByReset(userId: string, at: Date): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Update: {
          TableName: tableName(),
          Key: userKeys.profile(userId),
          UpdateExpression: 'SET emailVerified = :true',
          ConditionExpression: PROFILE_EXISTS,
          ExpressionAttributeValues: { ':true': true },
        },
      },
      policyConfirmed(userId, at.toISOString(), 'password_reset'),
    ]);
    return true;
  } catch (error) {
    if (isTransactionConflict(error)) return false;
    throw error;
  }
}

export interface PendingRegistration {
  userId: string;
  since: string;
}

/**
 * Pending registrations that began before `before` (ISO), oldest first: one Query of the GSI1
 * partition, `limit` at a time from `after` (a last evaluated key of the same Query).
 */
export async function pendingRegistrationsBefore(input: {
  before: string;
  limit: number;
  after?: Record<string, unknown> | undefined;
}): Promise<{ registrations: PendingRegistration[]; lastKey?: Record<string, unknown> }> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :before',
      ExpressionAttributeValues: { ':pk': userKeys.pendingRegistrationPartition, ':before': input.before },
      ScanIndexForward: true,
      Limit: input.limit,
      ...(input.after ? { ExclusiveStartKey: input.after } : {}),
    }),
  );
  const registrations = (page.Items ?? []).flatMap((item) =>
    typeof item.userId === 'string' && typeof item.registrationPendingSince === 'string'
      ? [{ userId: item.userId, since: item.registrationPendingSince }]
      : [],
  );
  return { registrations, ...(page.LastEvaluatedKey ? { lastKey: page.LastEvaluatedKey } : {}) };
}

/**
 * The removal begins: from now on the code no longer confirms the account. False when it was
 * confirmed meanwhile (or is another registration). A removal that started before is taken up again.
 */
export async function startRegistrationRemoval(registration: PendingRegistration, at: Date): Promise<boolean> {
  return updateIfStill({
    Key: userKeys.sessionPolicy(registration.userId),
    UpdateExpression: 'SET removalStartedAt = if_not_exists(removalStartedAt, :at)',
    ConditionExpression: 'registrationPendingSince = :since',
    ExpressionAttributeValues: { ':at': at.toISOString(), ':since': registration.since },
  });
}

/**
 * Deletes the table side of a pending registration whose removal started: the policy item (only while
 * still that pending registration), the profile and its two claims (only while they name this user).
 */
export async function deleteRegistrationItems(
  registration: PendingRegistration,
  claims: { email?: string | undefined; luniaId?: string | undefined },
): Promise<void> {
  const ownClaim = (key: Record<string, string>): TransactItem => ({
    Delete: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: 'attribute_not_exists(PK) OR userId = :userId',
      ExpressionAttributeValues: { ':userId': registration.userId },
    },
  });
  await writeTransaction([
    {
      Delete: {
        TableName: tableName(),
        Key: userKeys.sessionPolicy(registration.userId),
        ConditionExpression: 'registrationPendingSince = :since AND attribute_exists(removalStartedAt)',
        ExpressionAttributeValues: { ':since': registration.since },
      },
    },
    { Delete: { TableName: tableName(), Key: userKeys.profile(registration.userId) } },
    ...(claims.email ? [ownClaim(emailClaimKey(claims.email))] : []),
    ...(claims.luniaId ? [ownClaim(userKeys.luniaId(claims.luniaId))] : []),
  ]);
}
