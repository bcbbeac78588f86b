/**
 * What the admin's user search compares (spec §2 /admin/users: search by name, e-mail or platform
 * ID) and the status filter's categories (§4). Pure.
 *
 * A user is findable by the normalized prefix of: the full name, the first name, the last name and
 * each word of the name; the e-mail; the LUNIA ID with or without its `LUN-` prefix. Each of these
 * is a term `<kind>:<text>`. One user can match a prefix through several terms ("ana" matches
 * "name:ana lopez" and "email:ana@..."), so a search lists a user only under the FIRST term that
 * matches, in the order kinds are read (name, e-mail, LUNIA ID) and then alphabetically: every
 * lookup item carries all of its user's terms, which decides this without any state between pages.
 */
import { normalizeLookupText } from '../organizations/lookup-text';

/** The kinds a search reads, in the order a search lists its matches. */
export const USER_SEARCH_KINDS = ['name', 'email', 'lunia'] as const;
export type UserSearchKind = (typeof USER_SEARCH_KINDS)[number];

export interface UserSearchTerm {
  kind: UserSearchKind;
  text: string;
}

/** Lower case, accents removed, whitespace collapsed (the same form as the organization search). */
export const normalizeSearchText = normalizeLookupText;

export const termKeyOf = (term: UserSearchTerm) => `${term.kind}:${term.text}`;

const LUNIA_PREFIX = 'lun-';
/** Words of a long name beyond this many are not searchable on their own (the full name still is). */
const MAX_NAME_WORDS = 6;

/** Every searchable term of a user, without duplicates and empty texts. */
export function userSearchTermsOf(user: {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  luniaId?: unknown;
}): UserSearchTerm[] {
  const text = (value: unknown) => (typeof value === 'string' ? normalizeSearchText(value) : '');
  const first = text(user.firstName);
  const last = text(user.lastName);
  const full = normalizeSearchText(`${first} ${last}`);
  const lunia = text(user.luniaId);
  const candidates: UserSearchTerm[] = [
    { kind: 'name', text: full },
    { kind: 'name', text: first },
    { kind: 'name', text: last },
    ...full
      .split(' ')
      .slice(0, MAX_NAME_WORDS)
      .map((word) => ({ kind: 'name' as const, text: word })),
    { kind: 'email', text: text(user.email) },
    { kind: 'lunia', text: lunia },
    ...(lunia.startsWith(LUNIA_PREFIX) ? [{ kind: 'lunia' as const, text: lunia.slice(LUNIA_PREFIX.length) }] : []),
  ];
  const seen = new Set<string>();
  return candidates.filter((term) => {
    const key = termKeyOf(term);
    if (term.text === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const kindRank = (termKey: string) => USER_SEARCH_KINDS.findIndex((kind) => termKey.startsWith(`${kind}:`));

/**
 * The term under which a user with these terms is listed for a search prefix (already normalized):
 * the first matching one by kind order, then alphabetically; undefined when none matches.
 */
export function listedTermFor(termKeys: readonly string[], prefix: string): string | undefined {
  let best: string | undefined;
  for (const key of termKeys) {
    const rank = kindRank(key);
    if (rank < 0) continue;
    const kind = USER_SEARCH_KINDS[rank] as UserSearchKind;
    if (!key.startsWith(`${kind}:${prefix}`)) continue;
    if (best === undefined || rank < kindRank(best) || (rank === kindRank(best) && key < best)) best = key;
  }
  return best;
}

/** The status filter's categories (§4): approved = verified and VERIFIED, pending = PENDING, the rest. */
export type UserStatusCategory = 'approved' | 'pending' | 'not_submitted';

export function userStatusCategoryOf(user: { verified?: unknown; verificationStatus?: unknown }): UserStatusCategory {
  if (user.verified === true && user.verificationStatus === 'VERIFIED') return 'approved';
  if (user.verificationStatus === 'PENDING') return 'pending';
  return 'not_submitted';
}
