import { EXPIRY_REMINDER_ENTITY, expiryReminderFromItem } from '../../data/expiry-reminders';
import type { Reaction } from './reaction';
import { reminderFanOut } from './reminder-fan-out';

/**
 * An expiry reminder claimed by the daily job is fanned out to the reminder queue: one message per
 * recipient it names. A redelivered claim queues them again; the reminder worker sends each
 * document, date, threshold and recipient once (its idempotency key).
 */
export const fanOutExpiryReminder: Reaction = reminderFanOut({
  entity: EXPIRY_REMINDER_ENTITY,
  what: 'Expiry reminder',
  fromItem: expiryReminderFromItem,
  messages: (claim) =>
    claim.recipients.map((userId) => ({
      kind: 'expiry' as const,
      documentId: claim.documentId,
      expiresOn: claim.expiresOn,
      threshold: claim.threshold,
      daysLeft: typeof claim.daysLeft === 'number' ? claim.daysLeft : claim.threshold,
      userId,
      ...(claim.stage ? { stage: claim.stage } : {}),
    })),
});
