import type { ExtensionOrderBody } from '@lunia/shared/api/schemas/admin-extension-orders';
import { MAX_EXTENSION_ORDER_DOCUMENTS } from '@lunia/shared/domain/extension-orders';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import {
  createExtensionOrder,
  type ExtensionOrder,
  getExtensionOrder,
  getExtensionOrderProgress,
} from '../../data/extension-orders';
import type { Caller } from '../../domain/caller';
import { actorNameOf } from '../steps/actor';
import { documentsMatching, extensionOrderView, sameTerms, termsOf } from '../steps/extension-orders';

const EXISTS = 'An extension order with this number was already recorded with different terms.';

/** The order recorded under this number: the same terms answer it again, other terms are a 409. */
async function existingOrder(body: ExtensionOrderBody) {
  const order = await getExtensionOrder(body.orderNumber);
  if (!order) return undefined;
  if (!sameTerms(order, termsOf(body))) throw new AppError('EXTENSION_ORDER_EXISTS', EXISTS, 'orderNumber');
  const progress = await getExtensionOrderProgress(body.orderNumber);
  if (!progress) throw new Error(`Extension order ${body.orderNumber} vanished while it was read`);
  return { order: extensionOrderView(progress) };
}

/**
 * A super admin records an extension order (issue 27 E). Once per order number: the same number with
 * the same terms answers the order recorded before, with its progress; other terms are refused. The
 * approved documents of the named types expiring in the window are matched now and written with the
 * order as chunks, with the `extension_order_recorded` event, in one transaction; the table stream
 * then queues one message per document and the reminder worker extends each one once
 * (use-cases/extension-orders/extend-document-expiry.ts). An order matching more documents than one
 * order may change is refused: its window is split into several orders.
 */
export async function applyExtensionOrder({ caller, body }: { caller: Caller; body: ExtensionOrderBody }) {
  const before = await existingOrder(body);
  if (before) return before;
  const matching = await documentsMatching(body);
  if (matching.length > MAX_EXTENSION_ORDER_DOCUMENTS) {
    throw new AppError(
      'VALIDATION_FAILED',
      `This order matches more than ${MAX_EXTENSION_ORDER_DOCUMENTS} documents: record its window as several orders.`,
      'expiringTo',
    );
  }
  const createdAt = new Date().toISOString();
  const name = (await actorNameOf(caller)) ?? caller.userId;
  const terms = termsOf(body);
  const order: ExtensionOrder = { ...terms, total: matching.length, createdAt, createdBy: { id: caller.userId, name } };
  const audit = newAuditEvent({
    targetType: 'EXTENSION_ORDER',
    targetId: order.orderNumber,
    at: createdAt,
    action: 'extension_order_recorded',
    actorId: caller.userId,
    actorRole: 'admin',
    actorName: name,
    reason: `${terms.expiringFrom}..${terms.expiringTo} → ${terms.newExpiresOn} (${terms.documentTypes.join(', ')})`,
    recipients: order.total,
  });
  const targets = matching.map((doc) => ({ documentId: doc.id, expiresOn: doc.expiresOn ?? '' }));
  if (!(await createExtensionOrder(order, targets, putAuditEvent(audit)))) {
    // Another request recorded this number first: answer as for a repeated request.
    const raced = await existingOrder(body);
    if (raced) return raced;
  }
  return {
    order: extensionOrderView({ ...order, applied: 0, skipped: 0, lastOutcomeAt: null }),
  };
}
