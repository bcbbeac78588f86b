import { EXPIRY_REMINDER_ENTITY, expiryReminderFromItem } from '../../data/expiry-reminders';
import { itemKeyText } from '../../data/keys';
import { enqueueReminders } from '../../lib/aws/reminder-queue';
import { logger } from '../../lib/logger';
import type { Reaction } from './reaction';

/**
 * An expiry reminder claimed by the daily job is fanned out to the reminder queue: one message per
 * recipient it names. A redelivered claim queues them again; the reminder worker sends each
 * document, date, threshold and recipient once (its idempotency key).
 */
export const fanOutExpiryReminder: Reaction = {
  entity: EXPIRY_REMINDER_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem) return;
    const claim = expiryReminderFromItem(newItem);
    if (!claim) {
      logger.error('Expiry reminder without its fields: not fanned out', { item: itemKeyText(newItem) });
      return;
    }
    await enqueueReminders(
      claim.recipients.map((userId) => ({
        kind: 'expiry' as const,
        documentId: claim.documentId,
        expiresOn: claim.expiresOn,
        threshold: claim.threshold,
        daysLeft: typeof claim.daysLeft === 'number' ? claim.daysLeft : claim.threshold,
        userId,
        ...(claim.stage ? { stage: claim.stage } : {}),
      })),
    );
  },
};
