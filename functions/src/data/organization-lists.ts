/**
 * Organizations newest first (access pattern 5), a page at a time: every organization (GSI1 `ORGS`)
 * or those of one status (GSI2 `ORGSTATUS#<status>`). The admin's search by name, licence or e-mail
 * is organization-lookup.ts.
 */
import { AppError } from '@lunia/shared/errors';
import { queryPartitionPage } from './client';
import { organizationKeys } from './keys';
import { fromItem, type Organization } from './organization-profiles';

/** A last evaluated key of this list: string key attributes only, in the partition read. */
function isPageKeyOf(key: Record<string, unknown>, index: 'GSI1' | 'GSI2', partition: string): boolean {
  const expected = ['PK', 'SK', `${index}PK`, `${index}SK`];
  const names = Object.keys(key);
  return (
    names.length === expected.length &&
    expected.every((name) => typeof key[name] === 'string') &&
    key[`${index}PK`] === partition
  );
}

/**
 * One page of organizations, newest first: every organization from GSI1, or those of one status from
 * GSI2. `after` is the last evaluated key of the previous page (a forged one is a 400).
 */
export async function listOrganizationsPage(input: {
  status: 'all' | 'verified' | 'pending';
  limit: number;
  after?: Record<string, unknown> | undefined;
}): Promise<{ organizations: Organization[]; lastKey?: Record<string, unknown> }> {
  const index = input.status === 'all' ? 'GSI1' : 'GSI2';
  const partition =
    input.status === 'all' ? organizationKeys.allPartition : organizationKeys.statusPartition(input.status);
  if (input.after && !isPageKeyOf(input.after, index, partition)) {
    throw new AppError('VALIDATION_FAILED', 'The cursor is invalid.', 'cursor');
  }
  const page = await queryPartitionPage({
    index,
    partition,
    limit: input.limit,
    startKey: input.after,
    newestFirst: true,
  });
  return { organizations: page.items.map(fromItem), ...(page.lastKey ? { lastKey: page.lastKey } : {}) };
}
