/**
 * User lookup items (docs/data-model.md): `USERLOOKUP` / `<kind>:<normalized term>#<userId>`, one per
 * searchable term of a user (domain/admin/user-search.ts), and `USERLOOKUP` /
 * `role:<role>#<createdAt>#<userId>` for admin accounts. Each carries what the admin list filters on
 * (status category, global role) and all of the user's terms, so a role or status filter is a
 * FilterExpression on the same Query and a search lists each user once. The table-stream reaction
 * events/reactions/maintain-user-lookup.ts is their only writer; the admin users list reads them.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  termKeyOf,
  type UserStatusCategory,
  userSearchTermsOf,
  userStatusCategoryOf,
} from '../domain/admin/user-search';
import { db, tableName } from './client';
import { type DerivedItem, syncDerivedItemsToCurrent } from './derived-items';
import { userLookupKeys } from './keys';

export const USER_LOOKUP_ENTITY = 'UserLookup';

type LookupItem = DerivedItem;

/**
 * The lookup items a user profile item (a stream image) implies: one per search term, plus the role
 * item of a super_admin or support account. None for an item that is not a complete profile.
 */
export function userLookupItemsOf(profile: Record<string, unknown>): LookupItem[] {
  const userId = profile.id;
  const createdAt = profile.createdAt;
  if (typeof userId !== 'string' || userId === '' || typeof createdAt !== 'string') return [];
  const globalRole = typeof profile.globalRole === 'string' ? profile.globalRole : 'user';
  const terms = userSearchTermsOf(profile);
  const carried = {
    entity: USER_LOOKUP_ENTITY,
    userId,
    globalRole,
    statusCategory: userStatusCategoryOf(profile),
    createdAt,
    terms: terms.map(termKeyOf),
  };
  const items: LookupItem[] = terms.map((term) => ({
    ...userLookupKeys.item(userLookupKeys.termSortKey(term.kind, term.text, userId)),
    ...carried,
    term: termKeyOf(term),
  }));
  if (globalRole !== 'user') {
    items.push({
      ...userLookupKeys.item(userLookupKeys.roleSortKey(globalRole, createdAt, userId)),
      ...carried,
      term: `role:${globalRole}`,
    });
  }
  return items;
}

/**
 * Keeps a user's lookup items in step with a profile change: a change to nothing searched or filtered
 * (the last-seen time, a photo) writes nothing; any other derives them from the profile as it is now
 * (data/derived-items.ts), so a late or repeated record cannot leave them describing an older profile.
 */
export async function syncUserLookup(
  oldProfile: Record<string, unknown> | undefined,
  newProfile: Record<string, unknown> | undefined,
): Promise<void> {
  const source = newProfile ?? oldProfile;
  await syncDerivedItemsToCurrent({
    before: oldProfile ? userLookupItemsOf(oldProfile) : [],
    after: newProfile ? userLookupItemsOf(newProfile) : [],
    sourceKey:
      typeof source?.PK === 'string' && typeof source.SK === 'string' ? { PK: source.PK, SK: source.SK } : undefined,
    derive: userLookupItemsOf,
  });
}

export interface UserLookupMatch {
  userId: string;
  /** The term this item is for (`<kind>:<text>`, or `role:<role>`). */
  term: string;
  /** All of the user's search terms. */
  terms: string[];
}

export interface UserLookupPageKey {
  PK: string;
  SK: string;
}

/** The sort-key prefix of one role's list (admin accounts, newest first when read descending). */
export const userLookupRolePrefix = (role: string) => userLookupKeys.rolePrefix(role);

/** The sort-key prefix of the terms of one kind that start with `term` (normalized). */
export const userLookupTermPrefix = (kind: string, term: string) => userLookupKeys.termPrefix(kind, term);

/**
 * Where a read of several prefixes, one after the other, goes on: the item to continue after in the
 * current prefix, or (without one) the start of `prefix`, written as a key whose sort key is the
 * prefix itself. It becomes a cursor; `userLookupPositionOf` reads it back.
 */
export function userLookupCursorKey(prefix: string, after: UserLookupPageKey | undefined): UserLookupPageKey {
  return after ?? { PK: userLookupKeys.partition, SK: prefix };
}

/**
 * A cursor's key (already checked against page-keys.ts `pageKeys.userLookup(prefixes)`) back to a
 * position: the index of the prefix it is in, and the item to continue after unless the key is the
 * prefix's start.
 */
export function userLookupPositionOf(
  key: Record<string, string>,
  prefixes: readonly string[],
): { index: number; startKey: UserLookupPageKey | undefined } {
  const sortKey = key.SK;
  const index = prefixes.findIndex((prefix) => sortKey?.startsWith(prefix));
  return {
    index,
    startKey: sortKey && sortKey !== prefixes[index] ? { PK: userLookupKeys.partition, SK: sortKey } : undefined,
  };
}

/**
 * One Query of the lookup partition: the items whose sort key starts with `prefix`, optionally only
 * one status category and/or one global role (a FilterExpression: a page may come back short, and
 * `lastKey` says where to go on). Reads at most `limit` items.
 */
export async function queryUserLookup(input: {
  prefix: string;
  limit: number;
  newestFirst?: boolean;
  statusCategory?: UserStatusCategory | undefined;
  globalRole?: string | undefined;
  startKey?: UserLookupPageKey | undefined;
}): Promise<{ matches: UserLookupMatch[]; lastKey?: UserLookupPageKey }> {
  const filters = [
    ...(input.statusCategory ? ['statusCategory = :status'] : []),
    ...(input.globalRole ? ['globalRole = :role'] : []),
  ];
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': userLookupKeys.partition,
        ':prefix': input.prefix,
        ...(input.statusCategory ? { ':status': input.statusCategory } : {}),
        ...(input.globalRole ? { ':role': input.globalRole } : {}),
      },
      ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
      ProjectionExpression: '#userId, #term, #terms',
      ExpressionAttributeNames: { '#userId': 'userId', '#term': 'term', '#terms': 'terms' },
      ScanIndexForward: input.newestFirst !== true,
      Limit: input.limit,
      ...(input.startKey ? { ExclusiveStartKey: input.startKey } : {}),
    }),
  );
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    matches: (page.Items ?? []).map((item) => ({
      userId: text(item.userId),
      term: text(item.term),
      terms: Array.isArray(item.terms) ? item.terms.map(text) : [],
    })),
    ...(page.LastEvaluatedKey ? { lastKey: page.LastEvaluatedKey as UserLookupPageKey } : {}),
  };
}
