import { recordEmailSuppression } from '../../data/email-suppressions';
import { markInvitationsBounced } from '../../data/invites';
import { type SesEvent, suppressionsOf } from '../../domain/mail/ses-events';
import { logDigest } from '../../lib/digest';
import { logger } from '../../lib/logger';

/**
 * Records what an SES event says about its recipients: a hard bounce or a complaint puts each address
 * on the suppression list, once (a redelivered event changes nothing), and a hard bounce marks the
 * pending invitations to the address as undeliverable (issue 39); soft bounces and deliveries are
 * only logged. Returns how many addresses were newly suppressed. Log lines carry digests, never
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
    // A hard bounce: the pending invitations to the address show as undeliverable to their organization.
    if (entry.reason === 'bounce') {
      const invitations = await markInvitationsBounced(entry.email, {
        at: entry.at,
        sentAt: mail.timestamp ?? entry.at,
      });
      if (invitations > 0)
        logger.info('Invitations marked undeliverable', { invitations, sesMessageId: mail.messageId });
    }
  }
  if (entries.length === 0) logger.info('SES event recorded nothing', { eventType, sesMessageId: mail.messageId });
  return added;
}
