/** What the extension-order routes share: the matching documents, the terms' comparison and the order's view. */
import type { ExtensionOrderBody } from '@lunia/shared/api/schemas/admin-extension-orders';
import { MAX_EXTENSION_ORDER_DOCUMENTS } from '@lunia/shared/domain/extension-orders';
import type { DocumentEntity } from '../../data/documents';
import {
  approvedDocumentsExpiringIn,
  type ExtensionOrderProgress,
  type ExtensionOrderTerms,
} from '../../data/extension-orders';

/**
 * The approved documents the order names, soonest expiry first, at most one more than an order may
 * change (so the caller can tell "too many"). Pending documents are left out: their date is not
 * verified yet, and the reviewer approves them with the date the owner gives (docs/decisions/0066-extension-orders.md).
 */
export function documentsMatching(terms: ExtensionOrderBody): Promise<DocumentEntity[]> {
  return approvedDocumentsExpiringIn({
    from: terms.expiringFrom,
    to: terms.expiringTo,
    types: [...new Set(terms.documentTypes)],
    max: MAX_EXTENSION_ORDER_DOCUMENTS + 1,
  });
}

/** The terms as recorded: types distinct and sorted, so the same order written twice compares equal. */
export function termsOf(body: ExtensionOrderBody): ExtensionOrderTerms {
  return {
    orderNumber: body.orderNumber,
    issuedOn: body.issuedOn,
    documentTypes: [...new Set(body.documentTypes)].sort(),
    expiringFrom: body.expiringFrom,
    expiringTo: body.expiringTo,
    newExpiresOn: body.newExpiresOn,
  };
}

export function sameTerms(a: ExtensionOrderTerms, b: ExtensionOrderTerms): boolean {
  return (
    a.orderNumber === b.orderNumber &&
    a.issuedOn === b.issuedOn &&
    a.expiringFrom === b.expiringFrom &&
    a.expiringTo === b.expiringTo &&
    a.newExpiresOn === b.newExpiresOn &&
    [...a.documentTypes].sort().join(',') === [...b.documentTypes].sort().join(',')
  );
}

/** The API shape of an order's progress: applied once every matched document is applied or skipped. */
export function extensionOrderView(order: ExtensionOrderProgress) {
  const pending = Math.max(0, order.total - order.applied - order.skipped);
  return {
    orderNumber: order.orderNumber,
    issuedOn: order.issuedOn,
    documentTypes: order.documentTypes,
    expiringFrom: order.expiringFrom,
    expiringTo: order.expiringTo,
    newExpiresOn: order.newExpiresOn,
    status: pending === 0 ? ('applied' as const) : ('applying' as const),
    total: order.total,
    applied: order.applied,
    skipped: order.skipped,
    pending,
    createdAt: order.createdAt,
    completedAt: pending === 0 ? (order.lastOutcomeAt ?? order.createdAt) : null,
    createdBy: order.createdBy,
  };
}
