import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import { receivesOptionalEmail } from '@lunia/shared/domain/notification-preferences';
import { CE_REMINDER_ENTITY, ceReminderFromItem } from '../../data/continuing-education';
import { getUserProfile } from '../../data/user-profiles';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import type { Reaction } from './reaction';

const languageOf = (value: unknown): Language =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;

/**
 * A continuing-education reminder claimed by the daily job (use-cases/continuing-education/
 * run-ce-reminders.ts) becomes one e-mail to the pharmacist, in their language, through the mail
 * queue. The dedupe key is the claim's (person, cycle end, months), so a redelivered record sends once.
 * Optional (`ceReminders`): it carries a one-click unsubscribe, and nobody who switched it off gets it.
 */
export const sendCeReminderMail: Reaction = {
  entity: CE_REMINDER_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem) return;
    const claim = ceReminderFromItem(newItem);
    const profile = await getUserProfile(claim.userId);
    if (!profile) {
      logger.warn('Continuing-education reminder for a user without a profile', { userId: claim.userId });
      return;
    }
    // Optional (issue 39): whoever unsubscribed from these is not mailed.
    if (!receivesOptionalEmail(profile.emailOptOuts, 'ceReminders')) {
      logger.info('Continuing-education reminder not sent: switched off', { userId: claim.userId });
      return;
    }
    await enqueueMail({
      template: 'ce-reminder',
      to: profile.email,
      language: languageOf(profile.language),
      data: {
        firstName: profile.firstName,
        missingHours: claim.missingHours,
        // The hours in force when the job claimed it: missing is what the completed hours lacked.
        requiredHours: claim.completedHours + claim.missingHours,
        cycleEndsOn: claim.cycleEndsOn,
        link: `${env.siteUrl ?? ''}/continuing-education`,
      },
      dedupeKey: `ce-reminder#${claim.userId}#${claim.cycleEndsOn}#${claim.months}`,
      unsubscribe: { userId: claim.userId, category: 'ceReminders' },
    });
  },
};
