import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessageBody } from '@lunia/shared/api/schemas/public';
import { db, tableName } from './client';

/** A message from the /contact form (docs/data-model.md: ContactMessage). */
export type ContactMessage = Omit<ContactMessageBody, 'website'> & { id: string; createdAt: string };

export const CONTACT_MESSAGE_ENTITY = 'ContactMessage';

export const contactMessageKeys = (id: string) => ({ PK: `CONTACT#${id}`, SK: 'MESSAGE' });
/** GSI1 partition listing every message; the sort key `<createdAt>#<id>` gives newest first descending. */
export const CONTACT_MESSAGES_INDEX_KEY = 'CONTACT_MESSAGES';

export function toItem(message: ContactMessage) {
  return {
    ...contactMessageKeys(message.id),
    GSI1PK: CONTACT_MESSAGES_INDEX_KEY,
    GSI1SK: `${message.createdAt}#${message.id}`,
    entity: CONTACT_MESSAGE_ENTITY,
    ...message,
  };
}

export function fromItem(item: Record<string, unknown>): ContactMessage {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, entity: _e, ...rest } = item;
  return rest as ContactMessage;
}

/** Stores a new message; the id is fresh, so the condition only guards against overwriting. */
export async function putContactMessage(message: ContactMessage): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: toItem(message), ConditionExpression: 'attribute_not_exists(PK)' }),
  );
}
