/**
 * What each item contributes to the counters (access pattern 11), in ONE place for both writers:
 * the table-stream reactions (events/reactions/count-changes.ts, count-revenue.ts) apply the
 * difference between a change's old and new contributions, and the counter recount
 * (use-cases/maintenance/run-counter-recount-step.ts) sums the contributions of every item in the
 * table. Because both use these functions, a recount on a quiet table gives exactly what the stream
 * would have kept without a lost record.
 *
 * Pure: no I/O. An item contributes +1 to some counters in its current state (a payment its amount).
 */
import type { DocumentContext } from '@lunia/shared/domain/constants';
import { isEligibleForBookrxApproval } from '@lunia/shared/domain/final-approval';
import {
  type CounterDelta,
  counterDelta,
  counterNameOf,
  counterNames,
  isUserStatsDeltaOf,
  userStatsDelta as statsDelta,
} from '../../data/counters';
import { DOCUMENT_ENTITY } from '../../data/documents';
import { MEMBERSHIP_ENTITY } from '../../data/memberships';
import { MODULE_USER_ENTITY } from '../../data/module-users';
import { ORGANIZATION_ENTITY } from '../../data/organization-profiles';
import { PAYMENT_ENTITY } from '../../data/payments';
import { USER_ENTITY } from '../../data/user-profiles';
import { USER_STATS_ENTITY, type UserStatsCounter } from '../../data/user-stats';
import { revenueCentsOf } from '../../domain/billing/revenue';
import { isReviewStatus } from '../../domain/documents/review-rules';

type Item = Record<string, unknown>;
export type Contributions = (item: Item) => CounterDelta[];

const userStatsDelta = (userId: string, attribute: UserStatsCounter): CounterDelta => statsDelta(userId, attribute);

export const documentContributions: Contributions = (item) => {
  const status = String(item.status);
  if (!isReviewStatus(status)) return [];
  const deltas = [counterDelta(counterNames.documents(item.context as DocumentContext, status), 1)];
  if (item.ownerType === 'USER') {
    // Every document with a file counts for the owner (the admin list's count, "with documents").
    deltas.push(userStatsDelta(String(item.ownerId), 'documentCount'));
    if (status === 'pending' || status === 'approved') {
      deltas.push(
        userStatsDelta(String(item.ownerId), status === 'pending' ? 'pendingDocuments' : 'approvedDocuments'),
      );
    }
  }
  return deltas;
};

const approvedTypesOf = (item: Item): string[] => {
  const types = item.approvedDocumentTypes;
  return types instanceof Set ? [...(types as Set<string>)] : Array.isArray(types) ? types.map(String) : [];
};

export const userContributions: Contributions = (item) => [
  counterDelta(counterNames.users, 1),
  ...(item.verified === true && item.verificationStatus === 'VERIFIED'
    ? [counterDelta(counterNames.verifiedUsers, 1)]
    : []),
  ...(Array.isArray(item.activeModules) ? item.activeModules : []).map((m) =>
    counterDelta(counterNames.usersWithModule(String(m)), 1),
  ),
  ...(item.globalRole === 'super_admin' || item.globalRole === 'support'
    ? [counterDelta(counterNames.adminUsers, 1)]
    : []),
  ...(item.verificationStatus === 'PENDING' ? [counterDelta(counterNames.pendingApprovalUsers, 1)] : []),
  ...(isEligibleForBookrxApproval({
    verified: item.verified === true,
    verificationStatus: String(item.verificationStatus),
    approvedDocumentTypes: approvedTypesOf(item),
  })
    ? [counterDelta(counterNames.usersAwaitingFinalApproval, 1)]
    : []),
];

/** A user is a member of an organization: their stats item's organizationCount. */
export const membershipContributions: Contributions = (item) =>
  typeof item.userId === 'string' && item.userId !== '' ? [userStatsDelta(item.userId, 'organizationCount')] : [];

const positive = (value: unknown) => typeof value === 'number' && value > 0;

/**
 * A user's stats item, counted once more: a user with documents (documentCount > 0) or in an
 * organization (organizationCount > 0). The stats item changes only through the deltas above (and
 * the recount's corrections), so its old and new images show exactly when a count crosses 0 ↔ 1.
 */
export const userStatsContributions: Contributions = (item) => [
  ...(positive(item.documentCount) ? [counterDelta(counterNames.usersWithDocuments, 1)] : []),
  ...(positive(item.organizationCount) ? [counterDelta(counterNames.usersInOrganizations, 1)] : []),
];

const hasApprovedType = (item: Item, type: string) => {
  const types = item.approvedDocumentTypes;
  return types instanceof Set ? types.has(type) : Array.isArray(types) && types.includes(type);
};

export const organizationContributions: Contributions = (item) => [
  counterDelta(counterNames.organizations, 1),
  counterDelta(counterNames.organizationsByStatus(item.verified === true ? 'verified' : 'pending'), 1),
  // The approval screen's Pending Review (spec §4 organization badge): not verified, licence approved.
  ...(item.verified !== true && hasApprovedType(item, 'pharmacy_license')
    ? [counterDelta(counterNames.organizationsPendingReview, 1)]
    : []),
];

/** A person who can open a module now (data/module-users.ts): counted once per module. */
export const moduleUserContributions: Contributions = (item) =>
  typeof item.module === 'string' && item.module !== '' ? [counterDelta(counterNames.moduleUsers(item.module), 1)] : [];

/** The platform's revenue (spec §9, issue 24): a payment's amount while COMPLETED, minus each refund recorded. */
export const paymentContributions: Contributions = (item) => {
  const cents = revenueCentsOf({
    status: String(item.status),
    amountCents: Number(item.amountCents),
    kind: typeof item.kind === 'string' ? item.kind : undefined,
  });
  return Number.isSafeInteger(cents) && cents !== 0 ? [counterDelta(counterNames.revenueCents, cents)] : [];
};

/** Every counted entity (the `entity` attribute) and its contributions, as the stream reactions watch them. */
export const contributionsByEntity: Readonly<Record<string, Contributions>> = {
  [DOCUMENT_ENTITY]: documentContributions,
  [USER_ENTITY]: userContributions,
  [ORGANIZATION_ENTITY]: organizationContributions,
  [MEMBERSHIP_ENTITY]: membershipContributions,
  [USER_STATS_ENTITY]: userStatsContributions,
  [PAYMENT_ENTITY]: paymentContributions,
  [MODULE_USER_ENTITY]: moduleUserContributions,
};

/** Entities that contribute to a `COUNTER` item (memberships only touch the per-user stats). */
export const COUNTER_ENTITIES = [
  DOCUMENT_ENTITY,
  USER_ENTITY,
  ORGANIZATION_ENTITY,
  USER_STATS_ENTITY,
  PAYMENT_ENTITY,
  MODULE_USER_ENTITY,
] as const;

/** Adds the `COUNTER` contributions of these items to `totals` (counter name → value); returns it. */
export function addCounterContributions(
  items: readonly Item[],
  totals: Record<string, number> = {},
): Record<string, number> {
  for (const item of items) {
    const contributions = contributionsByEntity[String(item.entity)];
    if (!contributions) continue;
    for (const d of contributions(item)) {
      const name = counterNameOf(d);
      if (name === undefined) continue;
      totals[name] = (totals[name] ?? 0) + d.delta;
    }
  }
  return totals;
}

/** The stream-kept attributes of the per-user stats item (`totalEarnings`, `completedShifts` are not). */
export const RECOUNTED_USER_STATS = [
  'documentCount',
  'pendingDocuments',
  'approvedDocuments',
  'organizationCount',
] as const;
export type RecountedUserStats = Record<(typeof RECOUNTED_USER_STATS)[number], number>;

/** A user's true stats from their documents and memberships (items of any owner are ignored). */
export function userStatsOf(userId: string, items: readonly Item[]): RecountedUserStats {
  const stats: RecountedUserStats = {
    documentCount: 0,
    pendingDocuments: 0,
    approvedDocuments: 0,
    organizationCount: 0,
  };
  for (const item of items) {
    const contributions = contributionsByEntity[String(item.entity)];
    if (!contributions) continue;
    for (const d of contributions(item)) {
      if (!isUserStatsDeltaOf(d, userId)) continue;
      if ((RECOUNTED_USER_STATS as readonly string[]).includes(d.attribute)) {
        stats[d.attribute as keyof RecountedUserStats] += d.delta;
      }
    }
  }
  return stats;
}

/** A number attribute as stored (missing or not a number = 0, as the readers take it). */
export const storedCount = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

export interface CounterState {
  value: number;
  /** How many times the stream (or a recount) changed it; missing = 0. */
  revision: number;
}

export interface CounterCorrection {
  name: string;
  from: number;
  to: number;
  /** The revision the counter must still have for the correction to be written. */
  revision: number;
}

/**
 * The corrections a recount makes: every counter whose counted value differs from its value at
 * the start of the count. A counter that exists but counted nothing goes to 0; one that does not
 * exist and counted 0 stays absent. Sorted by name (a stable report).
 */
export function counterCorrections(
  before: Readonly<Record<string, CounterState>>,
  counted: Readonly<Record<string, number>>,
): CounterCorrection[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(counted)])].sort();
  return names.flatMap((name) => {
    const state = before[name] ?? { value: 0, revision: 0 };
    const to = counted[name] ?? 0;
    return state.value === to ? [] : [{ name, from: state.value, to, revision: state.revision }];
  });
}
