import { queryClient, refreshWithCounters } from '../../lib/query-client';
import { organizationKeys } from '../organization/organization-keys';
import { platformKeys } from '../platform/platform-keys';
import { adminOrganizationKeys } from './admin-organization-keys';

/**
 * An organization was approved (or the approval was refused): the lists, details and counters reload,
 * and once more when the stream has moved the counters (issue 40: the approval page's counts, which
 * come from the counters, stayed behind the list until a reload).
 */
export const adminOrganizationApproved = () =>
  refreshWithCounters(() =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.all }),
      queryClient.invalidateQueries({ queryKey: platformKeys.stats }),
    ]),
  );

/**
 * An organization was suspended or its suspension lifted (issue 24): the back office's lists and open
 * details reload, and so does the organization's own record where this browser has read it.
 */
export const adminOrganizationSuspensionChanged = (orgId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.all }),
    queryClient.invalidateQueries({ queryKey: organizationKeys.detail(orgId) }),
  ]);

/**
 * A super admin decided on an organization (issue 24: its held change approved or rejected, its
 * approval revoked): the back office's lists, details and counters reload (again once the stream has
 * moved the counters), and so does its own record.
 */
export const adminOrganizationDecided = (orgId: string) =>
  refreshWithCounters(() =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.all }),
      queryClient.invalidateQueries({ queryKey: platformKeys.stats }),
      queryClient.invalidateQueries({ queryKey: organizationKeys.detail(orgId) }),
    ]),
  );
