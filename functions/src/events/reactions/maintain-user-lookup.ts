import { syncUserLookup } from '../../data/user-lookup';
import { isUserProfileItem, USER_ENTITY } from '../../data/user-profiles';
import type { Item, Reaction } from './reaction';

const profileOf = (item: Item | undefined) => (isUserProfileItem(item) ? item : undefined);

/**
 * Keeps the user lookup items (admin search and role lists, data/user-lookup.ts) in step with each
 * profile change: the items the old image implied and the new one does not are deleted, new or
 * changed ones are put. Computed from the record's two images only, so a redelivered record writes
 * the same items again. Profiles written before this reaction existed get their items with their
 * next searchable change (the seeded demo accounts are written through the table on a fresh stack).
 */
export const maintainUserLookup: Reaction = {
  entity: USER_ENTITY,
  async handle({ oldItem, newItem }) {
    await syncUserLookup(profileOf(oldItem), profileOf(newItem));
  },
};
