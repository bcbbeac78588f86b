import { queryClient } from '../../lib/query-client';
import { platformKeys } from '../platform/platform-keys';
import { adminOrganizationKeys } from './admin-organization-keys';

/** An organization was approved (or the approval was refused): the lists, details and counters reload. */
export const adminOrganizationApproved = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.all }),
    queryClient.invalidateQueries({ queryKey: platformKeys.stats }),
  ]);
