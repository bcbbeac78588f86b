/**
 * Extension orders (issue 27 E): the body a super admin previews and applies, the preview of the
 * matching documents, and the recorded orders with their progress. Rules: ../../domain/extension-orders.ts.
 */
import * as z from 'zod/mini';
import { DOCUMENT_TYPES } from '../../domain/constants';
import { isCalendarDate, puertoRicoToday } from '../../domain/document-expiry';
import {
  EXTENDABLE_DOCUMENT_TYPES,
  isAllowedExtension,
  EXTENSION_ORDER_MESSAGES as M,
  ORDER_NUMBER_PATTERN,
} from '../../domain/extension-orders';

const dateField = (error: string) => z.string({ error }).check(z.refine(isCalendarDate, { error }));

const extendableType = z
  .enum(DOCUMENT_TYPES, { error: M.documentTypes })
  .check(z.refine((value) => EXTENDABLE_DOCUMENT_TYPES.includes(value), { error: M.documentTypes }));

export const extensionOrderBody = z
  .object({
    /** Kept as written, upper-cased: "oa-1" and "OA-1" are the same order. */
    orderNumber: z
      .string({ error: M.orderNumber })
      .check(z.trim(), z.toUpperCase(), z.regex(ORDER_NUMBER_PATTERN, { error: M.orderNumber })),
    issuedOn: dateField(M.issuedOn).check(z.refine((value) => value <= puertoRicoToday(), { error: M.issuedOn })),
    documentTypes: z
      .array(extendableType, { error: M.documentTypes })
      .check(
        z.minLength(1, { error: M.documentTypes }),
        z.maxLength(DOCUMENT_TYPES.length, { error: M.documentTypes }),
      ),
    expiringFrom: dateField(M.expiringFrom),
    expiringTo: dateField(M.expiringTo),
    newExpiresOn: dateField(M.newExpiresOn),
  })
  .check(
    z.refine((body) => body.expiringFrom <= body.expiringTo, { error: M.expiringTo, path: ['expiringTo'] }),
    z.refine((body) => isAllowedExtension(body.expiringTo, body.newExpiresOn), {
      error: M.newExpiresOn,
      path: ['newExpiresOn'],
    }),
  );
export type ExtensionOrderBody = z.output<typeof extensionOrderBody>;

const documentType = z.enum(DOCUMENT_TYPES);

/** A document the order would extend: whose it is, its type and its current expiry date. */
export const extensionCandidate = z.object({
  documentId: z.string(),
  type: documentType,
  ownerType: z.enum(['user', 'organization']),
  ownerName: z.string(),
  expiresOn: z.string(),
});

/** The first documents (soonest expiry first) and how many match in all. */
export const extensionPreviewResponse = z.object({
  count: z.number(),
  documents: z.array(extensionCandidate),
});

export const EXTENSION_ORDER_STATUSES = ['applying', 'applied'] as const;

/**
 * A recorded order: applying until every matched document is applied (its date extended) or skipped
 * (renewed, changed or no longer approved before the worker reached it).
 */
export const extensionOrder = z.object({
  orderNumber: z.string(),
  issuedOn: z.string(),
  documentTypes: z.array(documentType),
  expiringFrom: z.string(),
  expiringTo: z.string(),
  newExpiresOn: z.string(),
  status: z.enum(EXTENSION_ORDER_STATUSES),
  total: z.number(),
  applied: z.number(),
  skipped: z.number(),
  pending: z.number(),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
  createdBy: z.object({ id: z.string(), name: z.string() }),
});
export const extensionOrderResponse = z.object({ order: extensionOrder });
export const extensionOrdersResponse = z.object({
  orders: z.array(extensionOrder),
  nextCursor: z.optional(z.string()),
});
