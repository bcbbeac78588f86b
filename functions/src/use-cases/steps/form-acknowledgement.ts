/**
 * The acknowledgement e-mail of a public form (contact message, partnership inquiry): fixed text in
 * the visitor's language, at most one per form and address per 24 hours. A later submission is
 * still stored and still copied to the company inbox; only the acknowledgement is skipped, so an
 * address cannot be flooded through the form (issue 13). The visitor still sees "sent" on the page.
 */
import type { Language } from '@lunia/shared/domain/constants';
import { claimAcknowledgement } from '../../data/rate-limits';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { keyDigest, logDigest } from '../../lib/digest';
import { logger } from '../../lib/logger';

export const ACKNOWLEDGEMENT_COOLDOWN_SECONDS = 24 * 3600;

export async function acknowledgeFormSubmission(input: {
  form: 'contact-message' | 'partner-inquiry';
  template: 'contact-message-received' | 'partner-inquiry-received';
  submissionId: string;
  to: string;
  language: Language;
}): Promise<void> {
  const claimed = await claimAcknowledgement({
    form: input.form,
    addressDigest: keyDigest('form-ack', input.to),
    submissionId: input.submissionId,
    cooldownSeconds: ACKNOWLEDGEMENT_COOLDOWN_SECONDS,
  });
  if (!claimed) {
    logger.info('Acknowledgement skipped: sent to this address within 24 hours', {
      form: input.form,
      address: logDigest(input.to),
    });
    return;
  }
  await enqueueMail({
    template: input.template,
    to: input.to,
    language: input.language,
    data: {},
    dedupeKey: `${input.template}#${input.submissionId}`,
  });
}
