/**
 * Counters kept from item changes (access pattern 11): each watched item contributes +1 to some
 * counters in its current state; a change applies new contributions minus old ones, so a document
 * moving from pending to approved is pending -1, approved +1, and a rewrite that changes nothing
 * counted applies nothing. data/counters.ts applies one record's deltas exactly once.
 */
import type { DocumentContext } from '@lunia/shared/domain/constants';
import { isEligibleForBookrxApproval } from '@lunia/shared/domain/final-approval';
import { applyCounterDeltas, type CounterDelta, counterDelta, counterNames } from '../../data/counters';
import { DOCUMENT_ENTITY } from '../../data/documents';
import { userKeys } from '../../data/keys';
import { MEMBERSHIP_ENTITY } from '../../data/memberships';
import { ORGANIZATION_ENTITY } from '../../data/organizations';
import { USER_STATS_ENTITY, type UserStatsCounter } from '../../data/user-stats';
import { USER_ENTITY } from '../../data/users';
import { isReviewStatus } from '../../domain/documents/review-rules';
import { logger } from '../../lib/logger';
import type { Item, Reaction, TableChange } from './reaction';

type Contributions = (item: Item) => CounterDelta[];

const userStatsDelta = (userId: string, attribute: UserStatsCounter): CounterDelta => ({
  key: userKeys.stats(userId),
  attribute,
  delta: 1,
  entity: USER_STATS_ENTITY,
});

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
 * organization (organizationCount > 0). The stats item changes only through the deltas above, so
 * its old and new images show exactly when a count crosses 0 ↔ 1.
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

export function deltasOf(change: TableChange, contributions: Contributions): CounterDelta[] {
  const added = change.newItem ? contributions(change.newItem) : [];
  const removed = change.oldItem ? contributions(change.oldItem).map((d) => ({ ...d, delta: -d.delta })) : [];
  return [...added, ...removed];
}

function counting(name: string, entity: string, contributions: Contributions): Reaction {
  return {
    entity,
    async handle(change) {
      const deltas = deltasOf(change, contributions);
      if (deltas.length === 0) return;
      if (!change.eventId) {
        logger.error('Stream record without an event id: counters not updated', { entity });
        return;
      }
      await applyCounterDeltas(`${change.eventId}#${name}`, deltas);
    },
  };
}

export const countDocuments = counting('documents', DOCUMENT_ENTITY, documentContributions);
export const countUsers = counting('users', USER_ENTITY, userContributions);
export const countOrganizations = counting('organizations', ORGANIZATION_ENTITY, organizationContributions);
export const countMemberships = counting('memberships', MEMBERSHIP_ENTITY, membershipContributions);
export const countUserStats = counting('user-stats', USER_STATS_ENTITY, userStatsContributions);
