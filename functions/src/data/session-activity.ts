/**
 * The last activity of one session (issue 38): `USER#<id>`/`ACTIVITY#<session key>` (docs/data-model.md),
 * `lastActiveAt` in epoch ms, removed by the table's TTL 31 days after (longer than any refresh token
 * lives, so a session whose item is gone cannot be used any more). The handler stack reads and writes it
 * (lib/http/request-context.ts); this module is its only writer.
 *
 * Written at most once a minute per session: this container remembers when it last wrote each session,
 * and the write itself is conditioned on the stored time being more than a minute old, so other
 * containers do not write it again. A condition that fails tells why with one consistent read: written
 * a moment ago (active) or too long ago (idle).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ACTIVITY_WRITE_INTERVAL_MS, idleLimitMs, sessionIdle } from '../domain/session-limits';
import { db, tableName, updateIfStill } from './client';
import { userKeys } from './keys';
import { TABLE_TTL_ATTRIBUTE } from './table-definition';

export const SESSION_ACTIVITY_ENTITY = 'SessionActivity';
const KEEP_SECONDS = 31 * 24 * 60 * 60;
const CACHE_MAX_ENTRIES = 5_000;

const sessionActivityKey = userKeys.sessionActivity;

/** Per container: when each session's activity was last written here (epoch ms). */
const written = new Map<string, number>();

export async function getSessionActivity(userId: string, sessionKey: string): Promise<number | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: sessionActivityKey(userId, sessionKey), ConsistentRead: true }),
  );
  return typeof Item?.lastActiveAt === 'number' ? Item.lastActiveAt : undefined;
}

/**
 * Records a request of the session at `nowMs` unless it is idle; 'idle' when its last activity (or its
 * sign-in, if none is recorded) is longer ago than its limit (data is then left as it is).
 */
export async function touchSession(input: {
  userId: string;
  sessionKey: string;
  authTime: number;
  isAdmin: boolean;
  nowMs: number;
}): Promise<'active' | 'idle'> {
  const { userId, sessionKey, authTime, isAdmin, nowMs } = input;
  const cacheKey = `${userId} ${sessionKey}`;
  const last = written.get(cacheKey);
  if (last !== undefined && nowMs - last < ACTIVITY_WRITE_INTERVAL_MS) return 'active';
  const idleCutoff = nowMs - idleLimitMs(isAdmin);
  const signedInRecently = authTime * 1000 >= idleCutoff;
  const wrote = await updateIfStill({
    Key: sessionActivityKey(userId, sessionKey),
    UpdateExpression: 'SET entity = :entity, userId = :userId, lastActiveAt = :now, #ttl = :ttl',
    ConditionExpression: `(attribute_not_exists(lastActiveAt) AND :signedInRecently = :yes) OR (lastActiveAt < :minuteAgo AND lastActiveAt >= :idleCutoff)`,
    ExpressionAttributeNames: { '#ttl': TABLE_TTL_ATTRIBUTE },
    ExpressionAttributeValues: {
      ':entity': SESSION_ACTIVITY_ENTITY,
      ':userId': userId,
      ':now': nowMs,
      ':ttl': Math.floor(nowMs / 1000) + KEEP_SECONDS,
      ':signedInRecently': signedInRecently,
      ':yes': true,
      ':minuteAgo': nowMs - ACTIVITY_WRITE_INTERVAL_MS,
      ':idleCutoff': idleCutoff,
    },
  });
  if (wrote) {
    remember(cacheKey, nowMs);
    return 'active';
  }
  const lastActiveAt = await getSessionActivity(userId, sessionKey);
  if (sessionIdle({ lastActiveAt, authTime, nowMs, isAdmin })) return 'idle';
  // Another container wrote it less than a minute ago.
  if (lastActiveAt !== undefined) remember(cacheKey, lastActiveAt);
  return 'active';
}

function remember(cacheKey: string, at: number): void {
  if (written.size >= CACHE_MAX_ENTRIES) written.delete(written.keys().next().value as string);
  written.delete(cacheKey);
  written.set(cacheKey, at);
}

/** Forgets what this container wrote (tests that move a session's activity back in time). */
export function forgetSessionActivity(): void {
  written.clear();
}
