import type { ContactMessageInput } from '@lunia/shared/api/schemas/public';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact-messages: a message from /contact. */
export function createContactMessage(message: ContactMessageInput) {
  return apiRequest('createContactMessage', { body: message });
}
