import { chunkFromItem, REMINDER_CHUNK_ENTITY } from '../../data/reminder-jobs';
import type { Reaction } from './reaction';
import { reminderFanOut } from './reminder-fan-out';

/**
 * A reminder job's recipients, written as chunks with the job, are fanned out to the reminder queue:
 * one message per recipient. A redelivered chunk queues its recipients again; the reminder worker
 * sends each job+recipient once (idempotency key) and counts it once (the outcome item).
 */
export const fanOutReminderJob: Reaction = reminderFanOut({
  entity: REMINDER_CHUNK_ENTITY,
  what: 'Reminder chunk',
  fromItem: chunkFromItem,
  messages: (chunk) =>
    chunk.userIds.map((userId) => ({
      kind: 'document' as const,
      jobId: chunk.jobId,
      userId,
      language: chunk.language,
      actor: { id: chunk.createdBy.id, name: chunk.createdBy.name },
    })),
});
