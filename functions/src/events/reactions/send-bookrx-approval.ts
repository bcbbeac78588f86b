import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import { USER_ENTITY } from '../../data/user-profiles';
import { enqueueMail } from '../../lib/aws/mail-queue';
import type { Reaction } from './reaction';

const languageOf = (value: unknown): Language =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;

/** A user who has just been approved for BookRx gets the approval e-mail, in their language, once. */
export const sendBookrxApproval: Reaction = {
  entity: USER_ENTITY,
  async handle({ eventName, oldItem, newItem }) {
    if (eventName !== 'MODIFY' || !oldItem || !newItem) return;
    const modules = Array.isArray(newItem.activeModules) ? newItem.activeModules : [];
    if (oldItem.verified === true || newItem.verified !== true || !modules.includes('bookrx')) return;
    await enqueueMail({
      template: 'bookrx-approved',
      to: String(newItem.email),
      language: languageOf(newItem.language),
      data: { firstName: String(newItem.firstName ?? '') },
      dedupeKey: `bookrx-approved#${String(newItem.id)}`,
    });
  },
};
