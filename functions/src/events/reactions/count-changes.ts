/**
 * Counters kept from item changes (access pattern 11): each watched item contributes +1 to some
 * counters in its current state; a change applies new contributions minus old ones, so a document
 * moving from pending to approved is pending -1, approved +1, and a rewrite that changes nothing
 * counted applies nothing. The stream handler applies a batch's deltas together, each record's exactly
 * once (data/counters.ts applyCountedRecords). The contributions are in
 * use-cases/steps/counter-contributions.ts (the counter recount sums them).
 */
import type { CounterDelta } from '../../data/counters';
import { DOCUMENT_ENTITY } from '../../data/documents';
import { MEMBERSHIP_ENTITY } from '../../data/memberships';
import { MODULE_USER_ENTITY } from '../../data/module-users';
import { ORGANIZATION_ENTITY } from '../../data/organization-profiles';
import { USER_ENTITY } from '../../data/user-profiles';
import { USER_STATS_ENTITY } from '../../data/user-stats';
import { logger } from '../../lib/logger';
import {
  type Contributions,
  documentContributions,
  membershipContributions,
  moduleUserContributions,
  organizationContributions,
  userContributions,
  userStatsContributions,
} from '../../use-cases/steps/counter-contributions';
import type { Counting, TableChange } from './reaction';

// What each item contributes lives with the recount that sums the same contributions.
export {
  documentContributions,
  membershipContributions,
  organizationContributions,
  userContributions,
  userStatsContributions,
};

export function deltasOf(change: TableChange, contributions: Contributions): CounterDelta[] {
  const added = change.newItem ? contributions(change.newItem) : [];
  const removed = change.oldItem ? contributions(change.oldItem).map((d) => ({ ...d, delta: -d.delta })) : [];
  return [...added, ...removed];
}

export function counting(name: string, entity: string, contributions: Contributions): Counting {
  return {
    entity,
    countedRecord(change) {
      const deltas = deltasOf(change, contributions);
      if (deltas.length === 0) return undefined;
      if (!change.eventId) {
        logger.error('Stream record without an event id: counters not updated', { entity });
        return undefined;
      }
      return { claimId: `${change.eventId}#${name}`, deltas };
    },
  };
}

export const countDocuments = counting('documents', DOCUMENT_ENTITY, documentContributions);
export const countUsers = counting('users', USER_ENTITY, userContributions);
export const countOrganizations = counting('organizations', ORGANIZATION_ENTITY, organizationContributions);
export const countMemberships = counting('memberships', MEMBERSHIP_ENTITY, membershipContributions);
export const countUserStats = counting('user-stats', USER_STATS_ENTITY, userStatsContributions);
export const countModuleUsers = counting('module-users', MODULE_USER_ENTITY, moduleUserContributions);
