import { recordEmailSuppression } from '../../data/email-suppressions';
import { type SesEvent, suppressionsOf } from '../../domain/mail/ses-events';
import { logDigest } from '../../lib/digest';
import { logger } from '../../lib/logger';

/**
 * Records what an SES event says about its recipients: a hard bounce or a complaint puts each address
 * on the suppression list, once (a redelivered event changes nothing); soft bounces and deliveries
 * are only logged. Returns how many addresses were newly suppressed. Log lines carry digests, never
 * an address.
 */
export async function recordMailFeedback({ event }: { event: SesEvent }): Promise<number> {
  const { eventType, mail } = event.detail;
  const entries = suppressionsOf(event);
  let added = 0;
  for (const entry of entries) {
    const recorded = await recordEmailSuppression({
      email: entry.email,
      reason: entry.reason,
      detail: entry.detail,
      suppressedAt: entry.at,
      sesMessageId: entry.sesMessageId,
    });
    if (recorded) added++;
    logger.info(recorded ? 'Address suppressed' : 'Address already suppressed', {
      reason: entry.reason,
      detail: entry.detail,
      address: logDigest(entry.email),
      sesMessageId: mail.messageId,
    });
  }
  if (entries.length === 0) logger.info('SES event recorded nothing', { eventType, sesMessageId: mail.messageId });
  return added;
}
