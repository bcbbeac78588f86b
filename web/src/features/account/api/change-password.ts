import type { changePasswordBody } from '@lunia/shared/api/schemas/account-security';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { signInAgain } from '../../../lib/auth/session-state';

export type ChangePasswordInput = z.input<typeof changePasswordBody>;

/** POST /api/account/password: a new password; every session ends, this one too (issue 25). */
export const changePassword = (body: ChangePasswordInput) => authenticatedRequest('changePassword', { body });

/**
 * Changes the password, then signs this browser in again with the new one
 * (docs/decisions/0054-password-and-sessions.md), so the person's own session goes on while every other one has
 * ended. No cached data changes.
 */
export const useChangePassword = (email: string) =>
  useMutation({
    mutationFn: async (body: ChangePasswordInput) => {
      await changePassword(body);
      return signInAgain(email, body.newPassword);
    },
  });
