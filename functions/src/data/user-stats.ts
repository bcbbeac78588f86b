/**
 * The per-user stats item `USER#<id>`/`STATS` (access pattern 11): counters kept by the table-stream
 * handler (documents by status) and later by the BookRx integration (earnings, shifts), with ADD,
 * so reading them is one GetItem. Missing item or attribute = 0.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from './batch-get';
import { db, tableName } from './client';
import { userKeys } from './keys';

export const USER_STATS_ENTITY = 'UserStats';

/** Attribute names of the counters on the stats item (writers must use these). */
export const USER_STATS_COUNTERS = [
  'pendingDocuments',
  'approvedDocuments',
  /** Documents with a file (pending, approved or denied): the admin list's count, and "with documents". */
  'documentCount',
  /** Organizations the user is a member of: "in organizations". */
  'organizationCount',
  'totalEarnings',
  'completedShifts',
] as const;
export type UserStatsCounter = (typeof USER_STATS_COUNTERS)[number];

export async function getUserStatsCounters(userId: string): Promise<Partial<Record<UserStatsCounter, unknown>>> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKeys.stats(userId) }));
  return Item ?? {};
}

/** The stats items of several users (one BatchGetItem per 100), as userId → counters; missing = {}. */
export async function getUserStatsCountersOf(
  userIds: readonly string[],
): Promise<Map<string, Partial<Record<UserStatsCounter, unknown>>>> {
  const unique = [...new Set(userIds)];
  const items = unique.length > 0 ? await batchGetItems(unique.map(userKeys.stats)) : [];
  const byKey = new Map(items.map((item) => [String(item.PK), item]));
  return new Map(unique.map((id) => [id, byKey.get(userKeys.stats(id).PK) ?? {}]));
}
