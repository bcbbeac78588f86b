import { BETA_APPLICATION_ENTITY, fromItem } from '../../data/beta-applications';
import { enqueueMail } from '../../lib/aws/mail-queue';
import type { Reaction } from './reaction';

/** A new beta application gets its confirmation e-mail, in the applicant's language. */
export const sendBetaConfirmation: Reaction = {
  entity: BETA_APPLICATION_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem) return;
    const application = fromItem(newItem);
    await enqueueMail({
      template: 'beta-confirmation',
      to: application.email,
      language: application.language,
      data: { firstName: application.firstName, product: application.product },
      dedupeKey: `beta-confirmation#${application.product}#${application.email}`,
    });
  },
};
