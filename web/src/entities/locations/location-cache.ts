import { queryClient } from '../../lib/query-client';
import { locationKeys } from './location-keys';

/**
 * A location was created, edited, deleted or made primary (or the change was refused): the list is
 * read again, since one change can move the primary flag of another location.
 */
export const locationsChanged = (orgId: string) =>
  queryClient.invalidateQueries({ queryKey: locationKeys.list(orgId) });
