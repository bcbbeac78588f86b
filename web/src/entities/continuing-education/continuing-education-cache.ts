import { queryClient } from '../../lib/query-client';
import { continuingEducationKeys } from './continuing-education-keys';

/** An activity was recorded or deleted (or the attempt failed): the list and the progress are read again. */
export const continuingEducationChanged = () =>
  queryClient.invalidateQueries({ queryKey: continuingEducationKeys.mine() });
