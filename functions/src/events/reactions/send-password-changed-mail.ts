import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import { SESSION_POLICY_ENTITY } from '../../data/session-policy';
import { getUserProfile } from '../../data/user-profiles';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import type { Reaction } from './reaction';

const languageOf = (value: unknown): Language =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;

/**
 * "Your password was changed" (issue 25), in the account's language, when the session policy records a
 * new `passwordChangedAt` (a change on /account or a reset with an e-mailed code: data/session-policy.ts).
 * The dedupe key is the account and that time, so a redelivered record sends it once.
 */
export const sendPasswordChangedMail: Reaction = {
  entity: SESSION_POLICY_ENTITY,
  async handle({ eventName, oldItem, newItem }) {
    if (eventName === 'REMOVE' || !newItem) return;
    const changedAt = newItem.passwordChangedAt;
    if (typeof changedAt !== 'string' || changedAt === oldItem?.passwordChangedAt) return;
    const userId = String(newItem.userId);
    const profile = await getUserProfile(userId);
    if (!profile) {
      logger.warn('Password changed for an account without a profile', { userId });
      return;
    }
    await enqueueMail({
      template: 'password-changed',
      to: profile.email,
      language: languageOf(profile.language),
      data: {
        firstName: profile.firstName,
        how: newItem.sessionsEndedReason === 'password_reset' ? 'reset' : 'changed',
        link: `${env.siteUrl ?? ''}/forgot-password`,
      },
      dedupeKey: `password-changed#${userId}#${changedAt}`,
    });
  },
};
