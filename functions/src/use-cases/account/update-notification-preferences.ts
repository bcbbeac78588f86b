import type { UpdateNotificationPreferencesBody } from '@lunia/shared/api/schemas/notification-preferences';
import { setNotificationPreferences } from '../../data/user-notification-preferences';
import type { Caller } from '../../domain/caller';

/**
 * The caller chooses the language of their e-mails and which optional e-mails they receive (issue 25).
 * Required e-mails (security, billing, decisions about their own documents and organizations,
 * membership changes) are not choices: the body names only the optional ones, and every sender of an
 * optional e-mail asks events/reactions/mail-recipients.ts (or the expiry reminder's delivery) first.
 */
export async function updateNotificationPreferences(input: {
  caller: Caller;
  body: UpdateNotificationPreferencesBody;
}) {
  return { preferences: await setNotificationPreferences(input.caller.userId, input.body) };
}
