import { queryClient } from '../../lib/query-client';
import type { ContinuingEducation } from './api/list-continuing-education';
import { continuingEducationKeys } from './continuing-education-keys';

/** An activity was recorded or deleted (or the attempt failed): the list and the progress are read again. */
export const continuingEducationChanged = () =>
  queryClient.invalidateQueries({ queryKey: continuingEducationKeys.mine() });

/** A fresh read of the list (the certificate upload check polls it): put into the cache as read. */
export const continuingEducationRead = (data: ContinuingEducation) =>
  queryClient.setQueryData(continuingEducationKeys.mine(), data);
