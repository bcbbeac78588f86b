import { chunkFromItem, EXTENSION_CHUNK_ENTITY } from '../../data/extension-orders';
import type { Reaction } from './reaction';
import { reminderFanOut } from './reminder-fan-out';

/**
 * An extension order's documents, written as chunks with the order, are fanned out to the reminder
 * queue: one message per document, with the date it had when the order was recorded. A redelivered
 * chunk queues its documents again; the worker changes and counts each document once (its outcome item).
 */
export const fanOutExtensionOrder: Reaction = reminderFanOut({
  entity: EXTENSION_CHUNK_ENTITY,
  what: 'Extension order chunk',
  fromItem: chunkFromItem,
  messages: (chunk) =>
    chunk.documents.map((doc) => ({
      kind: 'extension' as const,
      orderNumber: chunk.orderNumber,
      documentId: doc.documentId,
      expiresOn: doc.expiresOn,
    })),
});
