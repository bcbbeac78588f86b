import { ORGANIZATION_ENTITY } from '../../data/organization-profiles';
import { logger } from '../../lib/logger';
import { finishOrganizationDeletion } from '../../use-cases/steps/organization-deletion';
import type { Reaction } from './reaction';

/**
 * An organization marked deleted (issue 24, use-cases/organizations/delete-organization.ts): its
 * memberships leave their members' organizations and its pending invites are cancelled, in batches.
 * A failed run throws, the stream delivers the record again, and the next run finishes what is left.
 */
export const finishOrganizationDeletionReaction: Reaction = {
  entity: ORGANIZATION_ENTITY,
  async handle({ oldItem, newItem }) {
    if (!newItem || typeof newItem.deletedAt !== 'string' || oldItem?.deletedAt !== undefined) return;
    const orgId = String(newItem.id);
    const changes = await finishOrganizationDeletion(orgId, {
      at: newItem.deletedAt,
      by: String(newItem.deletedBy ?? ''),
    });
    logger.info('Memberships and invites of a deleted organization updated', { orgId, changes });
  },
};
