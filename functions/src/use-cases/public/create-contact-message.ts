import { randomUUID } from 'node:crypto';
import type { ContactMessageBody } from '@lunia/shared/api/schemas/public';
import { putContactMessage } from '../../data/contact-messages';
import { honeypotTriggered } from '../steps/honeypot';
import { guardPublicForm, type VisitorEvent } from '../steps/public-form-guard';

/**
 * Stores a message from /contact, once the bot check and the per-IP limit let it through
 * (steps/public-form-guard.ts). The acknowledgement to the sender and the copy for the company
 * inbox are queued by the table-stream handler when the item is inserted (an outbox).
 */
export async function createContactMessage({ form, event }: { form: ContactMessageBody; event: VisitorEvent }) {
  await guardPublicForm({ form: 'contact-message', proof: form.proof, event });
  const { website: _honeypot, proof: _proof, ...message } = form;
  if (!honeypotTriggered(form, 'contact message')) {
    await putContactMessage({ ...message, id: randomUUID(), createdAt: new Date().toISOString() });
  }
  return { success: true as const };
}
