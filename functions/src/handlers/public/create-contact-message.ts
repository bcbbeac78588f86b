import { randomUUID } from 'node:crypto';
import { publicRoutes } from '@lunia/shared/api/routes/public';
import { putContactMessage } from '../../data/contact-messages';
import { httpRoute } from '../../lib/http-route';
import { logger } from '../../lib/logger';

/**
 * Stores a message from /contact. The acknowledgement to the sender and the copy for the company
 * inbox are queued by the table-stream handler when the item is inserted (an outbox).
 */
export const handler = httpRoute(publicRoutes, 'createContactMessage', async ({ body }) => {
  const { website, ...message } = body;
  if (website) {
    // Honeypot filled: answer as usual so the bot learns nothing, store nothing.
    logger.info('Contact message honeypot triggered');
    return { success: true as const };
  }
  await putContactMessage({ ...message, id: randomUUID(), createdAt: new Date().toISOString() });
  return { success: true as const };
});
