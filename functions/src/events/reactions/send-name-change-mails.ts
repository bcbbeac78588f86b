import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import { AUDIT_EVENT_ENTITY } from '../../data/audit-events';
import { getUserProfile } from '../../data/user-profiles';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { logger } from '../../lib/logger';
import type { Reaction } from './reaction';

const languageOf = (value: unknown): Language =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;

/**
 * The e-mails of Lunia's decision on a person's new legal name (issue 38), from the audit event as it
 * is written, to the person in their language: approved (with the name now on file) or rejected (with
 * the reason). The dedupe key is the audit event, so a redelivered record sends each e-mail once.
 */
export const sendNameChangeMails: Reaction = {
  entity: AUDIT_EVENT_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem || newItem.targetType !== 'USER') return;
    const action = String(newItem.action);
    if (action !== 'name_change_approved' && action !== 'name_change_rejected') return;
    const userId = String(newItem.targetId);
    const person = await getUserProfile(userId);
    if (!person) {
      logger.warn('Name change e-mail of a person who is gone', { userId, action });
      return;
    }
    const addressed = {
      to: person.email,
      language: languageOf(person.language),
      dedupeKey: `${action}#${String(newItem.id)}`,
    };
    if (action === 'name_change_approved') {
      const fullName = `${person.firstName} ${person.lastName}`.trim();
      await enqueueMail({
        template: 'name-change-approved',
        data: { firstName: person.firstName, fullName },
        ...addressed,
      });
      return;
    }
    await enqueueMail({
      template: 'name-change-rejected',
      data: { firstName: person.firstName, reason: String(newItem.reason ?? '') },
      ...addressed,
    });
  },
};
