/**
 * Counters kept from item changes (access pattern 11): each watched item contributes +1 to some
 * counters in its current state; a change applies new contributions minus old ones, so a document
 * moving from pending to approved is pending -1, approved +1, and a rewrite that changes nothing
 * counted applies nothing. data/counters.ts applies one record's deltas exactly once.
 */
import type { DocumentContext } from '@lunia/shared/domain/constants';
import { applyCounterDeltas, type CounterDelta, counterDelta, counterNames } from '../../data/counters';
import { DOCUMENT_ENTITY } from '../../data/documents';
import { userKeys } from '../../data/keys';
import { ORGANIZATION_ENTITY } from '../../data/organizations';
import { USER_STATS_ENTITY } from '../../data/user-stats';
import { USER_ENTITY } from '../../data/users';
import { isReviewStatus } from '../../domain/documents/review-rules';
import { logger } from '../../lib/logger';
import type { Item, Reaction, TableChange } from './reaction';

type Contributions = (item: Item) => CounterDelta[];

export const documentContributions: Contributions = (item) => {
  const status = String(item.status);
  if (!isReviewStatus(status)) return [];
  const deltas = [counterDelta(counterNames.documents(item.context as DocumentContext, status), 1)];
  if (item.ownerType === 'USER' && (status === 'pending' || status === 'approved')) {
    deltas.push({
      key: userKeys.stats(String(item.ownerId)),
      attribute: status === 'pending' ? 'pendingDocuments' : 'approvedDocuments',
      delta: 1,
      entity: USER_STATS_ENTITY,
    });
  }
  return deltas;
};

export const userContributions: Contributions = (item) => [
  counterDelta(counterNames.users, 1),
  ...(item.verified === true && item.verificationStatus === 'VERIFIED'
    ? [counterDelta(counterNames.verifiedUsers, 1)]
    : []),
  ...(Array.isArray(item.activeModules) ? item.activeModules : []).map((m) =>
    counterDelta(counterNames.usersWithModule(String(m)), 1),
  ),
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
