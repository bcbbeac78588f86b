import { itemKeyText } from '../../data/keys';
import { chunkFromItem, REMINDER_CHUNK_ENTITY } from '../../data/reminder-jobs';
import { enqueueReminders } from '../../lib/aws/reminder-queue';
import { logger } from '../../lib/logger';
import type { Reaction } from './reaction';

/**
 * A reminder job's recipients, written as chunks with the job, are fanned out to the reminder queue:
 * one message per recipient. A redelivered chunk queues its recipients again; the reminder worker
 * sends each job+recipient once (idempotency key) and counts it once (the outcome item).
 */
export const fanOutReminderJob: Reaction = {
  entity: REMINDER_CHUNK_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem) return;
    const chunk = chunkFromItem(newItem);
    if (!chunk) {
      logger.error('Reminder chunk without its fields: not fanned out', { item: itemKeyText(newItem) });
      return;
    }
    await enqueueReminders(
      chunk.userIds.map((userId) => ({
        kind: 'document' as const,
        jobId: chunk.jobId,
        userId,
        language: chunk.language,
        actor: { id: chunk.createdBy.id, name: chunk.createdBy.name },
      })),
    );
  },
};
