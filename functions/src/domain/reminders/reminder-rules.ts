/** Who a document reminder may go to, and what it asks for (pure rules; the worker and the routes apply them). */
import { type DocumentType, LANGUAGES, type Language, REQUIRED_DOCUMENT_TYPES } from '@lunia/shared/domain/constants';

/**
 * An ordinary user who is not verified (spec §4: verified means verified and VERIFIED). Admin accounts
 * do not upload credentials and are never reminded.
 */
export function isReminderRecipient(user: { verified: boolean; verificationStatus: string; globalRole: string }) {
  return user.globalRole === 'user' && !(user.verified && user.verificationStatus === 'VERIFIED');
}

export interface ReminderDocumentState {
  type: string;
  status: string;
  denialReason: string | null;
}

/**
 * The documents to ask for: every required individual document that is missing (none, or only a
 * refused or unfinished upload) or denied, with the denial reason. The current document of a type
 * is the one passed (the caller picks the current one per type).
 */
export function documentsToRequest(current: readonly ReminderDocumentState[]) {
  const byType = new Map(current.map((doc) => [doc.type, doc]));
  const requested: { type: DocumentType; state: 'missing' | 'denied'; reason?: string }[] = [];
  for (const type of REQUIRED_DOCUMENT_TYPES.individual) {
    const doc = byType.get(type);
    if (!doc || doc.status === 'uploading' || doc.status === 'rejected') requested.push({ type, state: 'missing' });
    else if (doc.status === 'denied')
      requested.push({ type, state: 'denied', ...(doc.denialReason ? { reason: doc.denialReason } : {}) });
  }
  return requested;
}

/**
 * The language a reminder reaches a person in (issue 39): the one they chose (at registration or on
 * /account) always wins; the admin dialog's language only speaks to an account that never chose one.
 */
export const reminderLanguageFor = (chosen: unknown, dialogLanguage: Language): Language =>
  (LANGUAGES as readonly unknown[]).includes(chosen) ? (chosen as Language) : dialogLanguage;
