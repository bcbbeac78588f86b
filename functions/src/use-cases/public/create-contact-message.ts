import { randomUUID } from 'node:crypto';
import type { ContactMessageBody } from '@lunia/shared/api/schemas/public';
import { putContactMessage } from '../../data/contact-messages';
import type { VisitorEvent } from '../steps/public-form-guard';
import { acceptPublicForm } from '../steps/public-form-submission';

/**
 * Stores a message from /contact, once the bot check and the per-IP limit let it through
 * (steps/public-form-guard.ts). The acknowledgement to the sender and the copy for the company
 * inbox are queued by the table-stream handler when the item is inserted (an outbox).
 */
export async function createContactMessage({ form, event }: { form: ContactMessageBody; event: VisitorEvent }) {
  return acceptPublicForm({ form: 'contact-message', what: 'contact message', body: form, event }, (message) =>
    putContactMessage({ ...message, id: randomUUID(), createdAt: new Date().toISOString() }),
  );
}
