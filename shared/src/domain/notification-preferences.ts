/**
 * Which e-mails a person may switch off (issue 25, notification preferences). Everything else the
 * product sends is required: security and account e-mails, billing, decisions about the person's own
 * documents and organizations, membership changes, and the expiry reminders that protect a licence
 * (the last week and the day itself). The classification is recorded in
 * docs/decisions/0063-notification-preferences.md.
 *
 * - `inviteAccepted`: the person who sent an invitation hears that it was accepted (the team page
 *   shows it too).
 * - `earlyExpiryReminders`: the expiry reminders 60 and 30 days ahead; the 7-day and expiry-day ones
 *   are always sent.
 * - `teamDocumentDecisions`: an organization admin (not an owner) hears of the decisions on the
 *   organization's documents; its owners always do.
 * - `documentReminders`: a platform admin's reminder (single or bulk) to upload the documents still
 *   missing (issue 39: non-transactional, so it carries a one-click unsubscribe).
 * - `ceReminders`: the continuing-education reminders (hours still missing before a cycle ends).
 *
 * Every optional e-mail sent to an account carries `List-Unsubscribe` (RFC 8058 one-click) naming the
 * category that switches it off (functions/src/lib/aws/unsubscribe-link.ts); required e-mails carry none.
 *
 * Stored as the list of e-mails switched off (`emailOptOuts` on the profile): absent means every
 * e-mail is received, so an account that never chose gets all of them.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';
import type { ExpiryThreshold } from './document-expiry';

export const OPTIONAL_EMAILS = [
  'inviteAccepted',
  'earlyExpiryReminders',
  'teamDocumentDecisions',
  'documentReminders',
  'ceReminders',
] as const;
export type OptionalEmail = (typeof OPTIONAL_EMAILS)[number];

/** Expiry reminders closer than this many days are always sent. */
export const REQUIRED_EXPIRY_REMINDER_DAYS = 7;

export const isOptionalEmail = (value: unknown): value is OptionalEmail =>
  (OPTIONAL_EMAILS as readonly unknown[]).includes(value);

/** The stored opt-outs as a clean list: unknown or repeated entries are dropped. */
export function optOutsOf(stored: unknown): OptionalEmail[] {
  if (!Array.isArray(stored)) return [];
  return OPTIONAL_EMAILS.filter((email) => stored.some((entry) => entry === email && isOptionalEmail(entry)));
}

/** Whether someone with these opt-outs receives an optional e-mail. */
export function receivesOptionalEmail(stored: unknown, email: OptionalEmail): boolean {
  return !optOutsOf(stored).includes(email);
}

/** The optional e-mail an expiry reminder at this threshold is, or undefined when it is required. */
export function expiryReminderPreference(threshold: ExpiryThreshold | number): OptionalEmail | undefined {
  return threshold > REQUIRED_EXPIRY_REMINDER_DAYS ? 'earlyExpiryReminders' : undefined;
}

/** Choices as the API shows them (true = received) ↔ the stored opt-outs. */
export function emailChoicesOf(stored: unknown): Record<OptionalEmail, boolean> {
  const optOuts = optOutsOf(stored);
  return Object.fromEntries(OPTIONAL_EMAILS.map((email) => [email, !optOuts.includes(email)])) as Record<
    OptionalEmail,
    boolean
  >;
}

export function optOutsFrom(choices: Record<OptionalEmail, boolean>): OptionalEmail[] {
  return OPTIONAL_EMAILS.filter((email) => choices[email] === false);
}

/** The language and optional e-mails as the API shows them, from a profile (or its stored item). */
export function notificationPreferencesOf(profile: { language?: unknown; emailOptOuts?: unknown }): {
  language: Language;
  emails: Record<OptionalEmail, boolean>;
} {
  return {
    language: (LANGUAGES as readonly unknown[]).includes(profile.language)
      ? (profile.language as Language)
      : DEFAULT_LANGUAGE,
    emails: emailChoicesOf(profile.emailOptOuts),
  };
}
