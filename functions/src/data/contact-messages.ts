import type { ContactMessageBody } from '@lunia/shared/api/schemas/public';
import { putNewItem } from './client';
import { formSubmissionItems } from './form-submissions';
import { contactMessageKeys } from './keys';

/** A message from the /contact form (docs/data-model.md: ContactMessage). */
export type ContactMessage = Omit<ContactMessageBody, 'website' | 'proof'> & { id: string; createdAt: string };

export const CONTACT_MESSAGE_ENTITY = 'ContactMessage';

export const { toItem, fromItem } = formSubmissionItems<ContactMessage>(CONTACT_MESSAGE_ENTITY, (message) => ({
  ...contactMessageKeys.item(message.id),
  ...contactMessageKeys.indexes(message),
}));

/** Stores a new message; the id is fresh, so the condition only guards against overwriting. */
export async function putContactMessage(message: ContactMessage): Promise<void> {
  await putNewItem(toItem(message));
}
