import type { adminUsersQuery } from '@lunia/shared/api/schemas/admin';
import type * as z from 'zod/mini';
import { listMembershipsOfUser } from '../../data/memberships';
import { listModuleUsersNewestFirst } from '../../data/module-users';
import { getOrganizations, type Organization } from '../../data/organization-profiles';
import { pageKeys } from '../../data/page-keys';
import { listUsersNewestFirst } from '../../data/user-lists';
import {
  queryUserLookup,
  type UserLookupMatch,
  userLookupCursorKey,
  userLookupPositionOf,
  userLookupRolePrefix,
  userLookupTermPrefix,
} from '../../data/user-lookup';
import type { UserProfile } from '../../data/user-profiles';
import { getUserStatsCountersOf } from '../../data/user-stats';
import { getUserVerificationStates, type UserVerificationState } from '../../data/user-verification';
import {
  listedTermFor,
  normalizeSearchText,
  termKeyOf,
  USER_SEARCH_KINDS,
  type UserStatusCategory,
  userSearchTermsOf,
  userStatusCategoryOf,
} from '../../domain/admin/user-search';
import { adminUserRow, ROW_ORGANIZATIONS } from '../../views/admin-user-row';
import { decodeCursor, encodeCursor } from '../steps/cursor';

type Query = z.output<typeof adminUsersQuery>;

const DEFAULT_PAGE_SIZE = 25;
/** At most this many Queries per page: a page that filters much out comes back short, with a cursor. */
const MAX_QUERIES_PER_PAGE = 4;

/** The verification status list (and `verified` filter) of each status category (spec §4). */
const STATUS_PARTITIONS: Record<
  UserStatusCategory,
  { verificationStatus: UserProfile['verificationStatus']; verified?: boolean }
> = {
  approved: { verificationStatus: 'VERIFIED', verified: true },
  pending: { verificationStatus: 'PENDING' },
  not_submitted: { verificationStatus: 'NOT_SUBMITTED' },
};

interface Filters {
  module: Query['module'];
  role: 'super_admin' | 'support' | undefined;
  status: UserStatusCategory | undefined;
  /** The normalized search prefix ('' = no search). */
  search: string;
}

interface Page {
  users: UserVerificationState[];
  next?: Record<string, string>;
}

/** No search and no role: every user or one verification status, newest first (data/user-lists.ts). */
async function indexPage(filters: Filters, limit: number, cursor: string | undefined): Promise<Page> {
  const partition = filters.status ? STATUS_PARTITIONS[filters.status] : undefined;
  const after = decodeCursor(cursor, pageKeys.users(partition?.verificationStatus));
  const page = await listUsersNewestFirst({ ...partition, limit, after });
  return { users: page.users, ...(page.lastKey ? { next: page.lastKey as Record<string, string> } : {}) };
}

interface LookupRead {
  /** The sort-key prefixes read one after the other (search kinds, or one role). */
  prefixes: string[];
  newestFirst: boolean;
  /** Whether a lookup item lists its user on this page (the search's rule on the item's terms). */
  accept: (match: UserLookupMatch) => boolean;
}

/**
 * Reads lookup items prefix by prefix, at most `limit` items in all (each Query asks only for as many
 * as users are still missing, so its last key is exactly where the next page starts) and at most
 * MAX_QUERIES_PER_PAGE Queries. The cursor is the lookup key to resume after (or a prefix to start).
 */
async function lookupUserIds(read: LookupRead, filters: Filters, limit: number, cursor: string | undefined) {
  const start = decodeCursor(cursor, pageKeys.userLookup(read.prefixes));
  let { index, startKey } = start ? userLookupPositionOf(start, read.prefixes) : { index: 0, startKey: undefined };
  const userIds: string[] = [];
  for (let queries = 0; queries < MAX_QUERIES_PER_PAGE && index < read.prefixes.length; queries++) {
    if (userIds.length >= limit) break;
    const page = await queryUserLookup({
      prefix: read.prefixes[index] ?? '',
      limit: limit - userIds.length,
      newestFirst: read.newestFirst,
      statusCategory: filters.status,
      globalRole: filters.role,
      startKey,
    });
    for (const match of page.matches) {
      if (match.userId && read.accept(match) && !userIds.includes(match.userId)) userIds.push(match.userId);
    }
    if (page.lastKey) {
      startKey = page.lastKey;
    } else {
      index++;
      startKey = undefined;
    }
  }
  const nextPrefix = read.prefixes[index];
  if (nextPrefix === undefined) return { userIds };
  return { userIds, next: userLookupCursorKey(nextPrefix, startKey) };
}

const matchesSearch = (search: string) => (terms: readonly string[]) =>
  search === '' || listedTermFor(terms, search) !== undefined;

/** A role (with or without a search), or a search: the user lookup items, then the profiles. */
async function lookupPage(filters: Filters, limit: number, cursor: string | undefined): Promise<Page> {
  const { search } = filters;
  const read: LookupRead = filters.role
    ? {
        // Admin accounts are few: read the role's list newest first and apply the search to its terms.
        prefixes: [userLookupRolePrefix(filters.role)],
        newestFirst: true,
        accept: (match) => matchesSearch(search)(match.terms),
      }
    : {
        prefixes: USER_SEARCH_KINDS.map((kind) => userLookupTermPrefix(kind, search)),
        newestFirst: false,
        // A user matching several terms is listed under the first one only, so once across all pages.
        accept: (match) => listedTermFor(match.terms, search) === match.term,
      };
  const found = await lookupUserIds(read, filters, limit, cursor);
  const states = await getUserVerificationStates(found.userIds);
  // The lookup trails the profile by a moment: the profile itself must still match.
  const users = found.userIds.flatMap((id) => {
    const state = states.get(id);
    if (!state) return [];
    return matchesFilters(state, filters) ? [state] : [];
  });
  return { users, ...(found.next ? { next: { ...found.next } } : {}) };
}

/**
 * A module: the people who can open it now (data/module-users.ts), newest first, with the other
 * filters applied to their profiles. Each Query asks only for as many as are still missing, so its
 * last key is exactly where the next page starts; at most MAX_QUERIES_PER_PAGE Queries.
 */
async function modulePage(
  module: NonNullable<Filters['module']>,
  filters: Filters,
  limit: number,
  cursor: string | undefined,
): Promise<Page> {
  let after: Record<string, unknown> | undefined = decodeCursor(cursor, pageKeys.moduleUsers(module));
  const users: UserVerificationState[] = [];
  for (let queries = 0; queries < MAX_QUERIES_PER_PAGE && users.length < limit; queries++) {
    const page = await listModuleUsersNewestFirst({ module, limit: limit - users.length, after });
    const states = await getUserVerificationStates(page.userIds);
    for (const id of page.userIds) {
      const state = states.get(id);
      if (state && matchesFilters(state, filters)) users.push(state);
    }
    after = page.lastKey;
    if (!after) break;
  }
  return { users, ...(after ? { next: after as Record<string, string> } : {}) };
}

/** The role, status and search filters on a profile read after its list entry. */
function matchesFilters({ user }: UserVerificationState, filters: Filters): boolean {
  if (filters.role && user.globalRole !== filters.role) return false;
  if (filters.status && userStatusCategoryOf(user) !== filters.status) return false;
  return matchesSearch(filters.search)(userSearchTermsOf(user).map(termKeyOf));
}

/** The table's other columns: the first organizations and their count, the document count. */
async function rowsOf(states: UserVerificationState[]) {
  const ids = states.map((state) => state.user.id);
  const [stats, memberships] = await Promise.all([
    getUserStatsCountersOf(ids),
    Promise.all(ids.map((id) => listMembershipsOfUser(id))),
  ]);
  const shownOrgIds = memberships.flatMap((list) => list.slice(0, ROW_ORGANIZATIONS).map((m) => m.orgId));
  const organizations = shownOrgIds.length > 0 ? await getOrganizations(shownOrgIds) : new Map<string, Organization>();
  return states.map((state, i) => {
    const own = memberships[i] ?? [];
    return adminUserRow(state, {
      organizations: own.slice(0, ROW_ORGANIZATIONS).flatMap((m) => organizations.get(m.orgId) ?? []),
      orgCount: own.length,
      documentCount: Number(stats.get(state.user.id)?.documentCount ?? 0),
    });
  });
}

/**
 * The /admin/users table (spec §2): users newest first, filtered by role and status, or found by a
 * prefix of their name, e-mail or LUNIA ID (case and accents ignored). Every read is a key Query with
 * a Limit, so a page costs the same whatever the number of users: newest first from the user lists, and
 * role lists and searches from the user lookup items (data/user-lookup.ts), the people who can open
 * a module from its module-user items (data/module-users.ts). Filters may make a page short; `nextCursor` is there as long as there may be more.
 */
export async function listAdminUsers({ query }: { query: Query }) {
  const filters: Filters = {
    module: query.module,
    role: query.role && query.role !== 'all' ? query.role : undefined,
    status: query.status && query.status !== 'all' ? query.status : undefined,
    search: normalizeSearchText(query.search ?? ''),
  };
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const page = filters.module
    ? await modulePage(filters.module, filters, limit, query.cursor)
    : filters.role || filters.search
      ? await lookupPage(filters, limit, query.cursor)
      : await indexPage(filters, limit, query.cursor);
  return {
    users: await rowsOf(page.users),
    ...(page.next ? { nextCursor: encodeCursor(page.next) } : {}),
  };
}
