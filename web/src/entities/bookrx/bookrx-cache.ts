import { queryClient } from '../../lib/query-client';
import type { BookrxProfileResponse } from './api/get-bookrx-profile';
import { bookrxKeys } from './bookrx-keys';

/** The BookRx profile as the update answered it: shown at once, not read again. */
export const setBookrxProfile = (response: BookrxProfileResponse) =>
  queryClient.setQueryData<BookrxProfileResponse>(bookrxKeys.profile, response);
