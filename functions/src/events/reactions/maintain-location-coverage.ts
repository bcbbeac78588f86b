import { ORG_ROLES, type OrgRole } from '@lunia/shared/domain/constants';
import { DOCUMENT_ENTITY, fromItem as documentFromItem } from '../../data/documents';
import { MEMBERSHIP_ENTITY } from '../../data/memberships';
import { SESSION_POLICY_ENTITY } from '../../data/session-policy';
import { refreshCoverageOfPharmacist, releasePharmacistFromLocations } from '../../use-cases/steps/location-coverage';
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
 * A pharmacist in charge who can no longer be it is cleared from the locations that name them (issue
 * 40), and the location is uncovered: the membership removed (removed by an admin, left, or their
 * account deleted) or the organization deleted ('left'), or their role lowered ('demoted'). The
 * owners are e-mailed from the location's change (send-coverage-mails.ts).
 */
export const releaseInChargeOnMembershipChange: Reaction = {
  entity: MEMBERSHIP_ENTITY,
  async handle({ eventName, newItem, oldItem }) {
    const membership = oldItem ?? newItem;
    if (typeof membership?.userId !== 'string' || typeof membership.orgId !== 'string') return;
    const left =
      eventName === 'REMOVE' ||
      (typeof newItem?.orgDeletedAt === 'string' && typeof oldItem?.orgDeletedAt !== 'string');
    const demoted = !left && isLowerRole(oldItem?.role, newItem?.role);
    if (!left && !demoted) return;
    await releasePharmacistFromLocations(membership.userId, left ? 'left' : 'demoted', new Date(), membership.orgId);
  },
};

/** True when `to` is a lower organization role than `from` (ORG_ROLES runs from owner down). */
function isLowerRole(from: unknown, to: unknown): boolean {
  const before = ORG_ROLES.indexOf(from as OrgRole);
  const after = ORG_ROLES.indexOf(to as OrgRole);
  return before >= 0 && after > before;
}

/**
 * A person whose account is disabled, or whose deletion began, stops being pharmacist in charge
 * anywhere (issue 40): the session policy records both (data/session-policy.ts).
 */
export const releaseInChargeOnAccountClosing: Reaction = {
  entity: SESSION_POLICY_ENTITY,
  async handle({ eventName, newItem, oldItem }) {
    if (eventName === 'REMOVE' || !newItem || typeof newItem.userId !== 'string') return;
    const disabled = newItem.disabled === true && oldItem?.disabled !== true;
    const deleting =
      newItem.sessionsEndedReason === 'account_deletion_started' &&
      newItem.sessionsEndedAt !== oldItem?.sessionsEndedAt;
    if (!disabled && !deleting) return;
    await releasePharmacistFromLocations(newItem.userId, deleting ? 'account_deleted' : 'disabled', new Date());
  },
};
