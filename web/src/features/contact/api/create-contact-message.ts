import type { ContactMessageInput } from '@lunia/shared/api/schemas/public';
import { apiRequest } from '../../../lib/api-client';
import { sendWithFormProof } from '../../../lib/form-proof';

/** POST /api/contact-messages: a message from /contact, with the bot-check proof (lib/form-proof.ts). */
export function createContactMessage(message: ContactMessageInput) {
  return sendWithFormProof((proof) => apiRequest('createContactMessage', { body: { ...message, proof } }));
}
