/**
 * Notification preferences on /account (issue 25): the language of the account's e-mails and which
 * optional e-mails it receives (shared/src/domain/notification-preferences.ts says which those are).
 * The body is strict: a key that is not a setting is refused with its name as the field, so a typo
 * never looks saved.
 */
import * as z from 'zod/mini';
import { LANGUAGES } from '../../domain/constants';
import { OPTIONAL_EMAILS, type OptionalEmail } from '../../domain/notification-preferences';

const choice = z.boolean({ error: 'Each e-mail setting must be true or false' });

const emailChoices = z.strictObject(
  Object.fromEntries(OPTIONAL_EMAILS.map((email) => [email, choice])) as Record<OptionalEmail, typeof choice>,
);

export const notificationPreferences = z.object({
  /** The language every e-mail to the account is written in. */
  language: z.enum(LANGUAGES),
  /** Each optional e-mail: true = received. Required e-mails are not listed: they cannot be switched off. */
  emails: z.object(
    Object.fromEntries(OPTIONAL_EMAILS.map((email) => [email, z.boolean()])) as Record<
      OptionalEmail,
      z.ZodMiniBoolean<boolean>
    >,
  ),
});
export type NotificationPreferences = z.output<typeof notificationPreferences>;

export const updateNotificationPreferencesBody = z.strictObject({
  language: z.enum(LANGUAGES, { error: 'Language must be en or es' }),
  emails: emailChoices,
});
export type UpdateNotificationPreferencesBody = z.output<typeof updateNotificationPreferencesBody>;

export const notificationPreferencesResponse = z.object({ preferences: notificationPreferences });
