import { BETA_APPLICATION_ENTITY, fromItem } from '../../data/beta-applications';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { keyDigest } from '../../lib/digest';
import type { Reaction } from './reaction';

/**
 * A new beta application gets its confirmation e-mail, in the applicant's language, in fixed text.
 * No extra cooldown: an application is stored once per product and address, so an address gets at
 * most one confirmation per product, ever.
 */
export const sendBetaConfirmation: Reaction = {
  entity: BETA_APPLICATION_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem) return;
    const application = fromItem(newItem);
    await enqueueMail({
      template: 'beta-confirmation',
      to: application.email,
      language: application.language,
      data: { product: application.product },
      // One per product and address (the application is stored once per both); the key holds a
      // digest, never the address (it is logged and becomes a table key).
      dedupeKey: `beta-confirmation#${application.product}#${keyDigest('beta-confirmation', application.email)}`,
    });
  },
};
