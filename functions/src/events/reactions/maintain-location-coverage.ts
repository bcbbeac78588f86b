import { DOCUMENT_ENTITY, fromItem as documentFromItem } from '../../data/documents';
import { MEMBERSHIP_ENTITY } from '../../data/memberships';
import { refreshCoverageOfPharmacist } from '../../use-cases/steps/location-coverage';
import type { Reaction } from './reaction';

/**
 * Pharmacist-in-charge coverage (issue 27) follows the pharmacist's licence: when a person's
 * pharmacist licence document changes status or expiry date (or is deleted), every location they
 * are in charge of is worked out again (steps/location-coverage.ts; a Query of their locations in
 * charge). Idempotent: an unchanged coverage writes nothing.
 */
export const refreshCoverageOnLicenceChange: Reaction = {
  entity: DOCUMENT_ENTITY,
  async handle({ newItem, oldItem }) {
    const after = newItem ? documentFromItem(newItem) : undefined;
    const before = oldItem ? documentFromItem(oldItem) : undefined;
    const doc = after ?? before;
    if (doc?.type !== 'pharmacist_license' || doc.ownerType !== 'USER') return;
    if (after && before && after.status === before.status && (after.expiresOn ?? null) === (before.expiresOn ?? null)) {
      return;
    }
    await refreshCoverageOfPharmacist(doc.ownerId, new Date());
  },
};

/**
 * A person who leaves an organization (removed, or the organization deleted) leaves its locations
 * uncovered where they were the pharmacist in charge.
 */
export const refreshCoverageOnMemberLeaving: Reaction = {
  entity: MEMBERSHIP_ENTITY,
  async handle({ eventName, newItem, oldItem }) {
    const left =
      eventName === 'REMOVE' ||
      (typeof newItem?.orgDeletedAt === 'string' && typeof oldItem?.orgDeletedAt !== 'string');
    const membership = oldItem ?? newItem;
    if (!left || typeof membership?.userId !== 'string' || typeof membership.orgId !== 'string') return;
    await refreshCoverageOfPharmacist(membership.userId, new Date(), membership.orgId);
  },
};
