import { queryClient } from '../../lib/query-client';
import { billingKeys } from './billing-keys';

/** The tab's picture is out of date (a checkout was refused: may not subscribe, or a plan is active). */
export const billingOutOfDate = (orgId: string) =>
  queryClient.invalidateQueries({ queryKey: billingKeys.organization(orgId) });
