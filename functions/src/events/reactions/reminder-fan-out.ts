import type { ReminderQueueMessage } from '@lunia/shared/queue-messages';
import { itemKeyText } from '../../data/keys';
import { enqueueReminders } from '../../lib/aws/reminder-queue';
import { logger } from '../../lib/logger';
import type { Item, Reaction } from './reaction';

/**
 * The reaction that fans a newly written item out to the reminder queue (an expiry reminder claimed by
 * the daily job, a chunk of a reminder job or of an extension order): on INSERT only, the item read by
 * `fromItem`, and its messages queued. An item without its fields is logged (`what` names it) and
 * skipped. A redelivered item queues its messages again: the reminder worker acts on each once.
 */
export function reminderFanOut<T>(options: {
  entity: string;
  what: string;
  fromItem: (item: Item) => T | undefined;
  messages: (read: T) => ReminderQueueMessage[];
}): Reaction {
  return {
    entity: options.entity,
    async handle({ eventName, newItem }) {
      if (eventName !== 'INSERT' || !newItem) return;
      const read = options.fromItem(newItem);
      if (!read) {
        logger.error(`${options.what} without its fields: not fanned out`, { item: itemKeyText(newItem) });
        return;
      }
      await enqueueReminders(options.messages(read));
    },
  };
}
