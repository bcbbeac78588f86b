import { chunkFromItem, EXTENSION_CHUNK_ENTITY } from '../../data/extension-orders';
import { itemKeyText } from '../../data/keys';
import { enqueueReminders } from '../../lib/aws/reminder-queue';
import { logger } from '../../lib/logger';
import type { Reaction } from './reaction';

/**
 * An extension order's documents, written as chunks with the order, are fanned out to the reminder
 * queue: one message per document, with the date it had when the order was recorded. A redelivered
 * chunk queues its documents again; the worker changes and counts each document once (its outcome item).
 */
export const fanOutExtensionOrder: Reaction = {
  entity: EXTENSION_CHUNK_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem) return;
    const chunk = chunkFromItem(newItem);
    if (!chunk) {
      logger.error('Extension order chunk without its fields: not fanned out', { item: itemKeyText(newItem) });
      return;
    }
    await enqueueReminders(
      chunk.documents.map((doc) => ({
        kind: 'extension' as const,
        orderNumber: chunk.orderNumber,
        documentId: doc.documentId,
        expiresOn: doc.expiresOn,
      })),
    );
  },
};
