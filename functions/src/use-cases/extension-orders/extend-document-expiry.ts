import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import type { ExtensionOrderMessage } from '@lunia/shared/queue-messages';
import { getDocument, nextDocument } from '../../data/documents';
import {
  extensionOutcomeExists,
  extensionOutcomeItems,
  getExtensionOrder,
  recordExtensionSkipped,
} from '../../data/extension-orders';
import { logger } from '../../lib/logger';
import type { Actor } from '../steps/actor';
import { recordDocumentChange } from '../steps/document-change';
import { expiryConsequences } from '../steps/document-expiry';

/** Attempts when the document or the order's counter changes under the worker (each re-reads the document). */
const MAX_ATTEMPTS = 8;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ExtensionResult = 'applied' | 'skipped' | 'already-done' | 'unknown-order';

/**
 * One document of an extension order (issue 27 E), from the reminder queue. The document is extended
 * to the order's new date only if it is still approved and still has the date it had when the order
 * was recorded; a document renewed, corrected, replaced, denied or deleted meanwhile is left alone and
 * counted as skipped. The change is one transaction: the document at the version read, the
 * `expiry_extended` event (the super admin who recorded the order, `<order>: <old> → <new>`), what the
 * new date means for the owner's verification (a licence no longer past counts as approved again), the
 * document's outcome (condition: none yet) and +1 applied. A redelivered message finds the outcome and
 * does nothing, so each document changes once. The owner's expiry map follows through the table
 * stream (maintain-document-expiry.ts), and the outcome's arrival e-mails the owner.
 */
export async function extendDocumentExpiry({ message }: { message: ExtensionOrderMessage }): Promise<ExtensionResult> {
  const order = await getExtensionOrder(message.orderNumber);
  if (!order) {
    logger.warn('Extension of an unknown order: dropped', { orderNumber: message.orderNumber });
    return 'unknown-order';
  }
  const actor: Actor = { id: order.createdBy.id, role: 'admin', name: order.createdBy.name };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (await extensionOutcomeExists(order.orderNumber, message.documentId)) return 'already-done';
    const doc = await getDocument(message.documentId);
    const reason = !doc
      ? 'gone'
      : doc.status !== 'approved'
        ? 'not_approved'
        : doc.expiresOn !== message.expiresOn
          ? 'date_changed'
          : undefined;
    if (!doc || reason) {
      const counted = await recordExtensionSkipped(order.orderNumber, message.documentId, reason ?? 'gone');
      return counted ? 'skipped' : 'already-done';
    }
    const now = new Date();
    const at = now.toISOString();
    const next = nextDocument(doc, { expiresOn: order.newExpiresOn }, at);
    const consequence = await expiryConsequences(next, { today: puertoRicoToday(now), at, actor });
    const outcome = extensionOutcomeItems(
      order.orderNumber,
      doc.id,
      {
        status: 'applied',
        ownerType: doc.ownerType,
        ownerId: doc.ownerId,
        type: doc.type,
        oldExpiresOn: message.expiresOn,
        newExpiresOn: order.newExpiresOn,
      },
      at,
    );
    const changed = await recordDocumentChange({
      before: doc,
      after: next,
      action: 'expiry_extended',
      actor,
      at,
      reason: `${order.orderNumber}: ${message.expiresOn} → ${order.newExpiresOn}`,
      alongWith: [...consequence.items, ...outcome],
      conflict: 'ignore',
    });
    if (changed) return 'applied';
    // Lost a race (the document, the owner or a counter shard changed): read again and decide again.
    await pause(10 + Math.random() * 40 * (attempt + 1));
  }
  throw new Error(`Extension of document ${message.documentId} not applied: it kept changing`);
}
