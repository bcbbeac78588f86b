/** Password change and the end of every session (issue 25, "Password and sessions"). */
import * as z from 'zod/mini';
import { passwordField } from './users';

/** The current password is checked by Cognito; the new one follows the registration rule. */
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .check(
      z.minLength(1, { error: 'Current password is required' }),
      z.maxLength(256, { error: 'Current password must be at most 256 characters' }),
    ),
  newPassword: passwordField,
});

/**
 * Sessions that began before `sessionsEndedAt` (epoch seconds) are refused from now on. The answer comes
 * once that time has passed, so a sign-in that starts after it counts as a new session.
 */
export const sessionsEndedResponse = z.object({
  sessionsEndedAt: z.number(),
});
