import type { deleteMyAccountBody } from '@lunia/shared/api/schemas/privacy';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { signOut } from '../../../lib/auth/session-state';

export type DeleteMyAccountInput = z.input<typeof deleteMyAccountBody>;

/** POST /api/account/deletion: the account is deleted (password checked by Cognito; issue 25). */
export const deleteMyAccount = (body: DeleteMyAccountInput) => authenticatedRequest('deleteMyAccount', { body });

/**
 * Deletes the account, then clears this browser's tokens and cached data as signing out does. The
 * Cognito user is gone, so revoking this device's refresh token fails: that is expected and ignored.
 */
export const useDeleteMyAccount = () =>
  useMutation({
    mutationFn: async (body: DeleteMyAccountInput) => {
      await deleteMyAccount(body);
      await signOut().catch(() => undefined);
    },
  });
