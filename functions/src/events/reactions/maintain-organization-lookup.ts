/**
 * Keeps the admin's organization search items (`ORGLOOKUP`, data/organization-lookup.ts) in step
 * with each organization: from the record's old and new images, the items the old one implied and
 * the new one does not are deleted, new or changed ones (a renamed organization, a new licence
 * number or e-mail, an approval flipping `verified`) are put. Idempotent: a redelivered record
 * writes the same items again. Records of one organization arrive in order.
 */

import { syncOrganizationLookup } from '../../data/organization-lookup';
import { isOrganizationProfileItem, ORGANIZATION_ENTITY } from '../../data/organization-profiles';
import type { Item, Reaction } from './reaction';

const isProfile = (item: Item | undefined) => isOrganizationProfileItem(item);

export const maintainOrganizationLookup: Reaction = {
  entity: ORGANIZATION_ENTITY,
  async handle({ oldItem, newItem }) {
    await syncOrganizationLookup(isProfile(oldItem) ? oldItem : undefined, isProfile(newItem) ? newItem : undefined);
  },
};
