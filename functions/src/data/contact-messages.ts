import type { ContactMessageBody } from '@lunia/shared/api/schemas/public';
import { putNewItem } from './client';
import { contactMessageKeys, withoutKeys } from './keys';

/** A message from the /contact form (docs/data-model.md: ContactMessage). */
export type ContactMessage = Omit<ContactMessageBody, 'website' | 'proof'> & { id: string; createdAt: string };

export const CONTACT_MESSAGE_ENTITY = 'ContactMessage';

export function toItem(message: ContactMessage) {
  return {
    ...contactMessageKeys.item(message.id),
    ...contactMessageKeys.indexes(message),
    entity: CONTACT_MESSAGE_ENTITY,
    ...message,
  };
}

export function fromItem(item: Record<string, unknown>): ContactMessage {
  return withoutKeys(item) as unknown as ContactMessage;
}

/** Stores a new message; the id is fresh, so the condition only guards against overwriting. */
export async function putContactMessage(message: ContactMessage): Promise<void> {
  await putNewItem(toItem(message));
}
