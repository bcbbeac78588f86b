import type { ApiResponse } from '../../../lib/api-client';
import { type Profile, profileQueryKey } from '../../../lib/auth/get-profile';
import { queryClient } from '../../../lib/query-client';

/** What the e-mail verification routes answer: the e-mail part of the profile. */
export type EmailStatus = ApiResponse<'confirmEmailVerification'>;

/** Merges an e-mail verification answer into the profile the session holds. */
export function mergeEmailStatus(status: EmailStatus): void {
  queryClient.setQueryData<Profile>(profileQueryKey, (profile) =>
    profile ? { ...profile, user: { ...profile.user, ...status } } : profile,
  );
}
