/**
 * The session policy of an account: `USER#<id>`/`SESSION` (docs/data-model.md). It says whether the
 * account may hold a session at all and since when its sessions count:
 * - `disabled`: a super_admin disabled the account; every request with its tokens is refused.
 * - `revokedBefore`: sessions that signed in before this time (epoch seconds) are refused, even after
 *   the account is enabled again (Cognito revokes refresh tokens; access tokens live on until they
 *   expire, so the API checks this).
 * - `mfaEnrolledAt`: the account proved (through Cognito) an authenticator app; admin routes need it.
 * - `mfaExempt`: only the seeded local demo admins (infra/local/seed.ts), so demos and scripted checks
 *   can sign in with a password.
 * - `registrationPendingSince`: the account was registered (ISO time) and its e-mail code was never
 *   entered (issue 25); every authenticated request is refused. While it is set, the item sits in the
 *   GSI1 partition `PENDINGREGISTRATIONS` by that time, where the daily removal finds it.
 * - `deletedAt`: the account was deleted (issue 38). The item stays as a tombstone, so the deleted
 *   account's tokens are refused for good; the address is free (a new registration is a new user id).
 * Every account has one (issue 38): registration writes it with the profile, the seed with its users,
 * and deployed stages were backfilled (use-cases/maintenance/backfill-session-policies.ts). A token
 * whose account has none is refused: the check fails closed (`exists: false`).
 *
 * The handler stack reads it on every authenticated request (lib/http/request-context.ts), so it is a
 * small item of its own, not part of the profile. This module is its only writer.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, putIfAbsent, tableName } from './client';
import { userKeys } from './keys';
import { type TransactItem, writeTransaction } from './transactions';

export const SESSION_POLICY_ENTITY = 'SessionPolicy';

export interface SessionPolicy {
  /** False when the account has no policy item: every token of it is refused. */
  exists: boolean;
  disabled: boolean;
  /** Epoch seconds: sessions authenticated before this are refused. */
  revokedBefore: number | null;
  mfaEnrolledAt: string | null;
  mfaExempt: boolean;
  /** ISO: registered and not confirmed yet (null for every confirmed or older account). */
  registrationPendingSince: string | null;
  /** ISO: the account was deleted (a tombstone). */
  deletedAt: string | null;
}

/** The policy of a new account (written at its creation): enabled, nothing revoked, no MFA. */
export const NEW_ACCOUNT_POLICY: SessionPolicy = {
  exists: true,
  disabled: false,
  revokedBefore: null,
  mfaEnrolledAt: null,
  mfaExempt: false,
  registrationPendingSince: null,
  deletedAt: null,
};

/** What a missing item reads as: no session at all (the check fails closed). */
export const NO_SESSION_POLICY: SessionPolicy = { ...NEW_ACCOUNT_POLICY, exists: false };

function fromItem(item: Record<string, unknown> | undefined): SessionPolicy {
  if (!item) return NO_SESSION_POLICY;
  return {
    exists: true,
    disabled: item.disabled === true,
    revokedBefore: typeof item.revokedBefore === 'number' ? item.revokedBefore : null,
    mfaEnrolledAt: typeof item.mfaEnrolledAt === 'string' ? item.mfaEnrolledAt : null,
    mfaExempt: item.mfaExempt === true,
    registrationPendingSince: typeof item.registrationPendingSince === 'string' ? item.registrationPendingSince : null,
    deletedAt: typeof item.deletedAt === 'string' ? item.deletedAt : null,
  };
}

/** The item of a new account's policy (registration writes its own, pending, form: data/pending-registrations.ts). */
export const newSessionPolicyItem = (userId: string, createdAt: string) => ({
  ...userKeys.sessionPolicy(userId),
  entity: SESSION_POLICY_ENTITY,
  userId,
  createdAt,
});

/**
 * Gives an account its policy if it has none (the seed's users; the backfill of accounts made before
 * issue 38). An existing policy is left as it is. True when it was written.
 */
export function ensureSessionPolicy(userId: string, createdAt: string): Promise<boolean> {
  return putIfAbsent(newSessionPolicyItem(userId, createdAt));
}

/** One strongly consistent GetItem (0.5 RCU): a disable must be seen by the very next read. */
export async function getSessionPolicy(userId: string): Promise<SessionPolicy> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: userKeys.sessionPolicy(userId), ConsistentRead: true }),
  );
  return fromItem(Item);
}

const updateInput = (userId: string, expression: string, values: Record<string, unknown>) => ({
  TableName: tableName(),
  Key: userKeys.sessionPolicy(userId),
  UpdateExpression: `SET entity = :entity, userId = :userId, ${expression}`,
  ExpressionAttributeValues: { ':entity': SESSION_POLICY_ENTITY, ':userId': userId, ...values },
});

const update = (userId: string, expression: string, values: Record<string, unknown>): TransactItem => ({
  Update: updateInput(userId, expression, values),
});

/** An admin account with this policy may not use the back office yet (no authenticator app, not exempt). */
export const mfaEnrolmentRequired = (policy: SessionPolicy) => !policy.mfaEnrolledAt && !policy.mfaExempt;

/** Disables the account and revokes every session that began before `at`. */
export function disableChange(userId: string, at: Date, by: string): TransactItem {
  return update(userId, 'disabled = :true, revokedBefore = :revokedBefore, disabledAt = :at, disabledBy = :by', {
    ':true': true,
    // Sessions that began in this very second are revoked too (token times are whole seconds).
    ':revokedBefore': Math.floor(at.getTime() / 1000) + 1,
    ':at': at.toISOString(),
    ':by': by,
  });
}

/** Enables the account again; sessions from before the disable stay revoked. */
export function enableChange(userId: string, at: Date, by: string): TransactItem {
  return update(userId, 'disabled = :false, enabledAt = :at, enabledBy = :by', {
    ':false': false,
    ':at': at.toISOString(),
    ':by': by,
  });
}

/** Why every session of an account ended at once (issues 25 and 38). */
export type SessionsEndedReason =
  | 'password_changed'
  | 'password_reset'
  | 'signed_out_everywhere'
  | 'email_changed'
  | 'mfa_enrolled'
  | 'mfa_removed'
  | 'account_deletion_started'
  | 'account_deleted';

/** A password change or reset also records when, which the password-changed e-mail reacts to. */
const PASSWORD_REASONS: ReadonlySet<SessionsEndedReason> = new Set(['password_changed', 'password_reset']);

/** What each reason records beside the end of the sessions. */
const REASON_CHANGES: Partial<Record<SessionsEndedReason, string>> = {
  mfa_enrolled: 'mfaEnrolledAt = :at REMOVE mfaRemovedAt',
  mfa_removed: 'mfaRemovedAt = :at REMOVE mfaEnrolledAt',
  account_deleted: 'deletedAt = :at',
};

/** Sessions that began before `at`, including its own second (token times are whole seconds), are refused. */
export const revokedBeforeOf = (at: Date) => Math.floor(at.getTime() / 1000) + 1;

/**
 * Ends every session that began before `at` (including its own second: token times are whole
 * seconds) and returns the new `revokedBefore`. One Update of the policy item, in one transaction with
 * `alongWith` (its audit event) when given; this container forgets its cached copy at once. A
 * password change or reset also sets `passwordChangedAt`; an MFA enrolment or removal sets or clears
 * `mfaEnrolledAt`; a deletion sets `deletedAt` (the tombstone). The table stream then revokes the
 * account's refresh tokens in Cognito (events/reactions/sign-out-in-cognito.ts).
 */
export async function endAllSessions(
  userId: string,
  at: Date,
  reason: SessionsEndedReason,
  alongWith: TransactItem[] = [],
): Promise<number> {
  const revokedBefore = revokedBeforeOf(at);
  const password = PASSWORD_REASONS.has(reason);
  const [set, remove] = (REASON_CHANGES[reason] ?? '').split(' REMOVE ');
  const input = updateInput(
    userId,
    `revokedBefore = :revokedBefore, sessionsEndedAt = :at, sessionsEndedReason = :reason${
      password ? ', passwordChangedAt = :at' : ''
    }${set ? `, ${set}` : ''}${remove ? ` REMOVE ${remove}` : ''}`,
    { ':revokedBefore': revokedBefore, ':at': at.toISOString(), ':reason': reason },
  );
  if (alongWith.length > 0) await writeTransaction([{ Update: input }, ...alongWith]);
  else await db().send(new UpdateCommand(input));
  forgetCachedSessionPolicy(userId);
  return revokedBefore;
}

/**
 * Local demo admins only (the seed, on every `npm start`): they keep signing in with a password. An
 * Update of the exemption alone, so a demo admin disabled in the back office stays disabled.
 */
export async function exemptFromMfa(userId: string, reason: string): Promise<void> {
  await db().send(
    new UpdateCommand(
      updateInput(userId, 'mfaExempt = :true, mfaExemptReason = :reason', { ':true': true, ':reason': reason }),
    ),
  );
}

/**
 * The per-container cache of the handler stack's check: a policy read is reused for CACHE_MS, so a
 * busy session costs one GetItem per few seconds, and a disable reaches every container within that
 * time (the container that wrote it forgets its copy at once).
 */
const CACHE_MS = 5_000;
const CACHE_MAX_ENTRIES = 2_000;
const cache = new Map<string, { policy: SessionPolicy; readAt: number }>();

export async function getSessionPolicyCached(userId: string, now = Date.now()): Promise<SessionPolicy> {
  const hit = cache.get(userId);
  if (hit && now - hit.readAt < CACHE_MS) return hit.policy;
  const policy = await getSessionPolicy(userId);
  // A pending registration is never cached (the request right after its confirmation must pass), nor a
  // missing policy (the account's creation writes it).
  if (policy.registrationPendingSince || !policy.exists) return policy;
  if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(userId, { policy, readAt: now });
  return policy;
}

/** After a write to the policy: this container reads it again on the next request. */
export function forgetCachedSessionPolicy(userId: string): void {
  cache.delete(userId);
}
