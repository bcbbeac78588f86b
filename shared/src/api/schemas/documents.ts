import * as z from 'zod/mini';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_CONTEXTS,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  MODULES,
} from '../../domain/constants';
import { optionalLongText, pageQuery, requiredText } from './common';

export const documentStatus = z.enum(['uploading', 'pending', 'approved', 'denied', 'rejected']);

export const documentRecord = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  context: z.enum(DOCUMENT_CONTEXTS),
  fileName: z.string(),
  status: documentStatus,
  verified: z.boolean(),
  denied: z.boolean(),
  denialReason: z.nullable(z.string()),
  rejectionReason: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  module: z.nullable(z.enum(MODULES)),
  uploadedAt: z.string(),
  user: z.optional(z.object({ email: z.string(), firstName: z.string(), lastName: z.string() })),
  org: z.optional(z.object({ name: z.string(), contactEmail: z.string() })),
});

export const documentsResponse = z.object({ documents: z.array(documentRecord), nextCursor: z.optional(z.string()) });
export const documentResponse = z.object({ document: documentRecord });

export const uploadSlotBody = z.object({
  type: z.enum(DOCUMENT_TYPES, { error: 'Please select a file and document type' }),
  fileName: requiredText('File name', 255),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES, { error: 'File must be JPEG, PNG, or PDF' }),
  size: z
    .number()
    .check(z.int(), z.minimum(1), z.maximum(MAX_DOCUMENT_BYTES, { error: 'File size must be less than 10MB' })),
  module: z._default(z.enum(MODULES), 'bookrx'),
});
export const replaceFileBody = z.object({
  fileName: requiredText('File name', 255),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES, { error: 'File must be JPEG, PNG, or PDF' }),
  size: z
    .number()
    .check(z.int(), z.minimum(1), z.maximum(MAX_DOCUMENT_BYTES, { error: 'File size must be less than 10MB' })),
});
export const uploadSlotResponse = z.object({
  document: documentRecord,
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
});

export const submitForReviewResponse = z.object({ message: z.string(), submittedAt: z.string() });

export const viewUrlsResponse = z.object({ viewUrl: z.string(), downloadUrl: z.string(), expiresAt: z.string() });

export const timelineResponse = z.object({
  events: z.array(z.object({ at: z.string(), actor: z.string(), action: z.string(), reason: z.nullable(z.string()) })),
});

export const verifyDocumentBody = z.union([
  z.object({ verified: z.literal(true), notes: z.optional(optionalLongText('Notes')) }),
  z.object({ verified: z.literal(false), denialReason: requiredText('Reason for denial', 2000) }),
]);

export const adminDocumentsQuery = z.extend(pageQuery, {
  status: z.optional(z.enum(['all', 'pending', 'verified', 'denied'])),
  type: z.optional(z.enum(DOCUMENT_TYPES)),
  module: z.optional(z.enum(MODULES)),
  search: z.optional(z.string().check(z.maxLength(100))),
});
