/**
 * SES's e-mail events for the configuration set every send names (infra/lib/mail-deliverability.ts):
 * EventBridge invokes this for bounces, complaints and deliveries (locally, the SES stand-in does,
 * infra/local/ses-local.ts). Hard bounces and complaints go on the suppression list
 * (use-cases/mail/record-mail-feedback.ts), which the senders read before every e-mail.
 *
 * An event that is not the expected shape is logged (the fields at fault, never the body) and
 * dropped: retrying it would fail the same way. A failure to write throws, so the asynchronous
 * invocation is retried, then parked in the dead-letter queue.
 */
import { sesEventSchema } from '../domain/mail/ses-events';
import { logger } from '../lib/logger';
import { recordMailFeedback } from '../use-cases/mail/record-mail-feedback';

export async function handler(event: unknown): Promise<void> {
  const parsed = sesEventSchema.safeParse(event);
  if (!parsed.success) {
    logger.warn('SES event dropped: not the expected shape', {
      fields: parsed.error.issues.map((issue) => issue.path.join('.') || '(event)'),
    });
    return;
  }
  await recordMailFeedback({ event: parsed.data });
}
