import { describe, expect, it } from 'vitest';
import { EXPIRY_REMINDER_THRESHOLDS } from './document-expiry';
import {
  emailChoicesOf,
  expiryReminderPreference,
  notificationPreferencesOf,
  OPTIONAL_EMAILS,
  optOutsFrom,
  receivesOptionalEmail,
} from './notification-preferences';

describe('notification preferences', () => {
  it.each([
    [undefined, 'inviteAccepted', true],
    [[], 'inviteAccepted', true],
    [['inviteAccepted'], 'inviteAccepted', false],
    [['inviteAccepted'], 'earlyExpiryReminders', true],
    [['somethingElse', 'teamDocumentDecisions'], 'teamDocumentDecisions', false],
    ['inviteAccepted', 'inviteAccepted', true],
  ] as const)('opt-outs %j: receives %s → %s', (stored, email, expected) => {
    expect(receivesOptionalEmail(stored, email)).toBe(expected);
  });

  it('keeps the 7-day and day-of expiry reminders required, and the earlier ones optional', () => {
    const optional = EXPIRY_REMINDER_THRESHOLDS.filter((threshold) => expiryReminderPreference(threshold));
    expect(optional).toEqual([60, 30]);
    expect(expiryReminderPreference(7)).toBeUndefined();
    expect(expiryReminderPreference(0)).toBeUndefined();
    expect(expiryReminderPreference(-6)).toBeUndefined();
  });

  it('turns choices into opt-outs and back, and defaults to everything on in English', () => {
    const choices = {
      inviteAccepted: false,
      earlyExpiryReminders: true,
      teamDocumentDecisions: false,
      documentReminders: true,
      ceReminders: false,
    };
    expect(optOutsFrom(choices)).toEqual(['inviteAccepted', 'teamDocumentDecisions', 'ceReminders']);
    expect(emailChoicesOf(optOutsFrom(choices))).toEqual(choices);
    expect(notificationPreferencesOf({})).toEqual({
      language: 'en',
      emails: Object.fromEntries(OPTIONAL_EMAILS.map((email) => [email, true])),
    });
    expect(notificationPreferencesOf({ language: 'fr', emailOptOuts: ['inviteAccepted'] }).language).toBe('en');
  });
});
