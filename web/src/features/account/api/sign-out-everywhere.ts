import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { signOut } from '../../../lib/auth/session-state';

/** POST /api/account/sign-out-everywhere: every session of the account ends at once (issue 25). */
export const signOutEverywhere = () => authenticatedRequest('signOutEverywhere');

/** Ends every session, then clears this browser's tokens and cached data (as signing out does). */
export const useSignOutEverywhere = () =>
  useMutation({
    mutationFn: async () => {
      await signOutEverywhere();
      await signOut();
    },
  });
