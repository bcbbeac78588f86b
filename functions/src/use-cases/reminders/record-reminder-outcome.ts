import type { ReminderMessage } from '@lunia/shared/queue-messages';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { type RecipientOutcome, recordRecipientOutcome } from '../../data/reminder-jobs';

/**
 * Counts one recipient's outcome on its job and audits it ("who sent which reminder to whom,
 * when"), exactly once: a redelivered message finds the outcome recorded and changes nothing.
 * Returns false in that case.
 */
export async function recordReminderOutcome({
  message,
  outcome,
}: {
  message: ReminderMessage;
  outcome: RecipientOutcome;
}): Promise<boolean> {
  const audit = newAuditEvent({
    targetType: 'USER',
    targetId: message.userId,
    at: new Date().toISOString(),
    action: outcome.status === 'sent' ? 'document_reminder_sent' : 'document_reminder_failed',
    actorId: message.actor.id,
    actorRole: 'admin',
    actorName: message.actor.name,
    jobId: message.jobId,
    // The language the reminder was written in (the recipient's own), else the job's.
    language: outcome.status === 'sent' && outcome.language ? outcome.language : message.language,
    ...(outcome.status === 'failed' ? { reason: outcome.reason } : {}),
    // Not mailed: the address is on the suppression list (a hard bounce or a complaint).
    ...(outcome.status === 'suppressed' ? { reason: 'suppressed' } : {}),
    // Not mailed: the person unsubscribed from document reminders (issue 39).
    ...(outcome.status === 'unsubscribed' ? { reason: 'unsubscribed' } : {}),
  });
  return recordRecipientOutcome(message.jobId, message.userId, outcome, putAuditEvent(audit));
}
