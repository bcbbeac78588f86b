import type { Profile, UserProfile } from '../../lib/auth/get-profile';
import { queryClient } from '../../lib/query-client';
import { accountKeys } from './account-keys';

/** The profile as a route answered it (the session and every page show it at once). */
export const setProfile = (profile: Profile) => queryClient.setQueryData<Profile>(accountKeys.profile, profile);

/**
 * PUT /api/profile answers the user and their organizations, not the rest of the profile (expired
 * documents, MFA): merged into the profile held, so nothing the session shows is lost.
 */
export function profileUpdated(answer: Pick<Profile, 'user' | 'orgs'>): void {
  queryClient.setQueryData<Profile>(accountKeys.profile, (profile) => (profile ? { ...profile, ...answer } : profile));
}

/** Part of the user changed (an e-mail verification answer, a new photo URL): merged into the profile held. */
export function updateProfileUser(change: Partial<UserProfile>): void {
  queryClient.setQueryData<Profile>(accountKeys.profile, (profile) =>
    profile ? { ...profile, user: { ...profile.user, ...change } } : profile,
  );
}

/** The profile is out of date: read again by whoever shows it. */
export const invalidateProfile = () => queryClient.invalidateQueries({ queryKey: accountKeys.profile });

/** Read the profile now and wait for it (its organizations feed the switcher before the next step). */
export const refetchProfile = () => queryClient.refetchQueries({ queryKey: accountKeys.profile });

/** The dashboard's figures changed (documents were added, removed or submitted). */
export const invalidateAccountStats = () => queryClient.invalidateQueries({ queryKey: accountKeys.allStats });
