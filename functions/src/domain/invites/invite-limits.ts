/**
 * Issue 25's abuse limits on invitations, as pure rules: how many invitations an organization and an
 * inviter may send in one UTC day, how many pending invitations an organization that is not verified
 * yet may hold, and the UTC day (and the seconds left in it) of one captured clock.
 */

/** Invitations one organization may send per UTC day. */
export const ORGANIZATION_DAILY_INVITES = 50;
/** Invitations one person may send per UTC day (over all their organizations). */
export const INVITER_DAILY_INVITES = 20;
/** Pending invitations an organization may hold until Lunia has verified it. */
export const UNVERIFIED_PENDING_INVITES = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of `now`, `YYYY-MM-DD`: the window the daily counters count in. */
export const inviteDayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** Seconds from `now` to the start of the next UTC day (at least 1): the 429's Retry-After. */
export function secondsUntilNextInviteDay(now: Date): number {
  const next = Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS;
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** When a day's counter may be deleted (epoch seconds for the table's TTL): a day after the day ends. */
export function inviteDayExpiry(now: Date): number {
  const next = Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS;
  return Math.floor((next + DAY_MS) / 1000);
}
