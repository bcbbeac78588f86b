import { publicRoutes } from '@lunia/shared/api/routes/public';
import { putBetaApplicationOnce } from '../../data/beta-applications';
import { httpRoute } from '../../lib/http-route';
import { logger } from '../../lib/logger';

/**
 * Stores a beta or waitlist application once per product and e-mail. The confirmation e-mail is
 * queued by the table-stream handler when the item is first inserted (an outbox), so a repeated
 * signup neither duplicates the application nor sends a second e-mail.
 */
export const handler = httpRoute(publicRoutes, 'createBetaSignup', async ({ body }) => {
  const { website, ...application } = body;
  if (website) {
    // Honeypot filled: answer as usual so the bot learns nothing, store nothing.
    logger.info('Beta signup honeypot triggered', { product: body.product });
    return { success: true as const };
  }
  await putBetaApplicationOnce({ ...application, createdAt: new Date().toISOString() });
  return { success: true as const };
});
