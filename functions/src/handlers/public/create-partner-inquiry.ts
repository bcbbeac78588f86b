import { randomUUID } from 'node:crypto';
import { publicRoutes } from '@lunia/shared/api/routes/public';
import { putPartnerInquiry } from '../../data/partner-inquiries';
import { httpRoute } from '../../lib/http-route';
import { logger } from '../../lib/logger';

/**
 * Stores a partnership inquiry from /partners. The acknowledgement to the sender and the copy for
 * the company inbox are queued by the table-stream handler when the item is inserted (an outbox).
 */
export const handler = httpRoute(publicRoutes, 'createPartnerInquiry', async ({ body }) => {
  const { website, ...inquiry } = body;
  if (website) {
    // Honeypot filled: answer as usual so the bot learns nothing, store nothing.
    logger.info('Partner inquiry honeypot triggered');
    return { success: true as const };
  }
  await putPartnerInquiry({ ...inquiry, id: randomUUID(), createdAt: new Date().toISOString() });
  return { success: true as const };
});
