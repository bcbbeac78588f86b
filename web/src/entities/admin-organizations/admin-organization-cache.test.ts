import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTERS_SETTLE_MS, queryClient } from '../../lib/query-client';
import { reviewDecided } from '../document-review/document-review-cache';
import { organizationKeys } from '../organization/organization-keys';
import { platformKeys } from '../platform/platform-keys';
import { adminOrganizationApproved, adminOrganizationDecided } from './admin-organization-cache';
import { adminOrganizationKeys } from './admin-organization-keys';

/** The keys invalidated, one list per refresh. */
function invalidatedKeys() {
  const spy = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  return () => spy.mock.calls.map(([filters]) => filters?.queryKey);
}

describe('approval counters after a decision (issue 40 item 12)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('an organization decision reloads the lists (with their counts), the counters and its record, then again once the stream moved them', async () => {
    vi.useFakeTimers();
    const keys = invalidatedKeys();
    await adminOrganizationDecided('org-1');
    const once = [adminOrganizationKeys.all, platformKeys.stats, organizationKeys.detail('org-1')];
    expect(keys()).toEqual(once);
    vi.advanceTimersByTime(COUNTERS_SETTLE_MS);
    expect(keys()).toEqual([...once, ...once]);
  });

  it('an approval does the same for the lists and the counters', async () => {
    vi.useFakeTimers();
    const keys = invalidatedKeys();
    await adminOrganizationApproved();
    vi.advanceTimersByTime(COUNTERS_SETTLE_MS);
    expect(keys()).toEqual([
      adminOrganizationKeys.all,
      platformKeys.stats,
      adminOrganizationKeys.all,
      platformKeys.stats,
    ]);
  });

  it('a document decision reloads the organization lists too, where the approval counts are', async () => {
    vi.useFakeTimers();
    const keys = invalidatedKeys();
    await reviewDecided();
    expect(keys()).toContainEqual(adminOrganizationKeys.all);
    expect(keys()).toContainEqual(platformKeys.stats);
  });
});
