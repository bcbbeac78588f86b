import { randomUUID } from 'node:crypto';
import type { ContactMessageBody } from '@lunia/shared/api/schemas/public';
import { putContactMessage } from '../../data/contact-messages';
import { honeypotTriggered } from '../steps/honeypot';

/**
 * Stores a message from /contact. The acknowledgement to the sender and the copy for the company
 * inbox are queued by the table-stream handler when the item is inserted (an outbox).
 */
export async function createContactMessage({ form }: { form: ContactMessageBody }) {
  const { website: _honeypot, ...message } = form;
  if (!honeypotTriggered(form, 'contact message')) {
    await putContactMessage({ ...message, id: randomUUID(), createdAt: new Date().toISOString() });
  }
  return { success: true as const };
}
