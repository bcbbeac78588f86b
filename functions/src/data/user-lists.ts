/**
 * Lists of users (access patterns 2 and 3), a page at a time, each a Query of one index partition:
 * every user newest first (GSI1 `USERS`), one verification status (GSI2 `USERSTATUS#<status>`), and
 * those awaiting BookRx final approval (GSI3 `AWAITING_APPROVAL`). The shape of each list's page key
 * (what a client's cursor must be) is in page-keys.ts. Also the counter recount's page of profiles.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryPartitionPage, tableName } from './client';
import { userKeys } from './keys';
import { type ScanPage, scanTablePage } from './table-scan';
import { fromItem, USER_ENTITY, type UserProfile } from './user-profiles';
import { type UserVerificationState, verificationStateOf } from './user-verification';

/** Users awaiting final approval, oldest request first (GSI3 `AWAITING_APPROVAL`), paginated. */
export async function listAwaitingApproval(
  limit: number,
  exclusiveStartKey?: Record<string, unknown>,
): Promise<{ users: UserVerificationState[]; lastKey?: Record<string, unknown> }> {
  const page = await queryPartitionPage({
    index: 'GSI3',
    partition: userKeys.awaitingApprovalPartition,
    limit,
    startKey: exclusiveStartKey,
  });
  return { users: page.items.map(verificationStateOf), ...(page.lastKey ? { lastKey: page.lastKey } : {}) };
}

/**
 * Ordinary users of one verification status (GSI2 `USERSTATUS#<status>`), newest first, a page at a
 * time: the document-reminder recipients (NOT_SUBMITTED and PENDING). Admin accounts are filtered out.
 */
export async function listUsersOfStatusForReminders(
  verificationStatus: 'NOT_SUBMITTED' | 'PENDING',
  limit: number,
  exclusiveStartKey?: Record<string, unknown>,
): Promise<{ users: UserProfile[]; lastKey?: Record<string, unknown> }> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      FilterExpression: 'globalRole = :user',
      ExpressionAttributeValues: { ':pk': userKeys.statusIndex(verificationStatus).GSI2PK, ':user': 'user' },
      ScanIndexForward: false,
      Limit: limit,
      ...(exclusiveStartKey ? { ExclusiveStartKey: exclusiveStartKey } : {}),
    }),
  );
  return {
    users: (page.Items ?? []).map(fromItem),
    ...(page.LastEvaluatedKey ? { lastKey: page.LastEvaluatedKey } : {}),
  };
}

/**
 * One page of users newest first (access pattern 2) with their verification state: every user
 * (GSI1 `USERS`), or one verification status (GSI2 `USERSTATUS#<status>`), optionally only those
 * with `verified` as given (a filter: the page may come back short, with `lastKey`).
 */
export async function listUsersNewestFirst(input: {
  verificationStatus?: UserProfile['verificationStatus'] | undefined;
  verified?: boolean | undefined;
  limit: number;
  after?: Record<string, unknown> | undefined;
}): Promise<{ users: UserVerificationState[]; lastKey?: Record<string, unknown> }> {
  const byStatus = input.verificationStatus !== undefined;
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: byStatus ? 'GSI2' : 'GSI1',
      KeyConditionExpression: byStatus ? 'GSI2PK = :pk' : 'GSI1PK = :pk',
      ExpressionAttributeValues: {
        ':pk': input.verificationStatus ? userKeys.statusIndex(input.verificationStatus).GSI2PK : userKeys.allPartition,
        ...(input.verified === undefined ? {} : { ':verified': input.verified }),
      },
      ...(input.verified === undefined ? {} : { FilterExpression: 'verified = :verified' }),
      ScanIndexForward: false,
      Limit: input.limit,
      ...(input.after ? { ExclusiveStartKey: input.after } : {}),
    }),
  );
  return {
    users: (page.Items ?? []).map(verificationStateOf),
    ...(page.LastEvaluatedKey ? { lastKey: page.LastEvaluatedKey } : {}),
  };
}

/**
 * One page of the counter recount's Scan that keeps only user profile items (data/table-scan.ts,
 * the product's only Scan): up to `limit` items examined from `startKey`.
 */
export function scanUserProfilesPage(input: {
  startKey: Record<string, unknown> | undefined;
  limit: number;
}): Promise<ScanPage> {
  return scanTablePage({ entities: [USER_ENTITY], sortKey: userKeys.profile('').SK, ...input });
}
