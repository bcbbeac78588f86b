import * as z from 'zod/mini';
import { DOCUMENT_AUDIT_ACTIONS } from '../../domain/audit-actions';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_CONTEXTS,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  MODULES,
} from '../../domain/constants';
import { EXPIRY_DATE_MESSAGES, isCalendarDate } from '../../domain/document-expiry';
import { requiredText } from './common';

/** A calendar date `YYYY-MM-DD` (whether it may be past or is required is the use case's rule). */
export const expiryDateField = z
  .string({ error: EXPIRY_DATE_MESSAGES.invalid })
  .check(z.refine(isCalendarDate, { error: EXPIRY_DATE_MESSAGES.invalid }));

/**
 * uploading: slot issued, file not arrived (or not checked yet); pending: a valid file awaits review
 * (neither verified nor denied); approved / denied: an admin decided; rejected: the uploaded file was
 * not a JPEG/PNG/PDF under 10 MB (see rejectionReason) and was removed.
 */
export const DOCUMENT_STATUSES = ['uploading', 'pending', 'approved', 'denied', 'rejected'] as const;
export const documentStatus = z.enum(DOCUMENT_STATUSES);

export const documentRecord = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  context: z.enum(DOCUMENT_CONTEXTS),
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes of the current file once checked; null while uploading. */
  size: z.nullable(z.number()),
  status: documentStatus,
  verified: z.boolean(),
  denied: z.boolean(),
  denialReason: z.nullable(z.string()),
  rejectionReason: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  module: z.nullable(z.enum(MODULES)),
  /**
   * The number of the current file: 1 for the first upload, +1 each time the file is replaced. A
   * review decision names it (`verifyDocument`), so an admin never decides on a file they did not see.
   */
  fileNumber: z.number(),
  /** When the current file's upload slot was issued. */
  uploadedAt: z.string(),
  /** When the document was first created. */
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
  /**
   * The expiry date printed on the document (`YYYY-MM-DD`, Puerto Rico calendar date; the document is
   * valid through that day), given at upload and correctable by an admin. Null when none was given
   * (types where it is optional, and documents uploaded before expiry dates existed).
   */
  expiresOn: z.nullable(z.string()),
  /** Organization documents: the owning organization's id. */
  orgId: z.nullable(z.string()),
  user: z.optional(z.object({ email: z.string(), firstName: z.string(), lastName: z.string() })),
  org: z.optional(z.object({ name: z.string(), contactEmail: z.string() })),
  /** A continuing-education certificate in the admin queue: the activity it proves, for the reviewer. */
  ceActivity: z.optional(
    z.object({ id: z.string(), title: z.string(), provider: z.string(), hours: z.number(), completedOn: z.string() }),
  ),
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
  /** Required for the types in EXPIRY_REQUIRED_DOCUMENT_TYPES; checked against today by the use case. */
  expiresOn: z.optional(expiryDateField),
});
export const replaceFileBody = z.object({
  fileName: requiredText('File name', 255),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES, { error: 'File must be JPEG, PNG, or PDF' }),
  size: z
    .number()
    .check(z.int(), z.minimum(1), z.maximum(MAX_DOCUMENT_BYTES, { error: 'File size must be less than 10MB' })),
  /** The new file's expiry date (a renewed licence has a new one); same rules as at upload. */
  expiresOn: z.optional(expiryDateField),
});
/** A presigned POST: send `fields` then the file (as `file`, last) as multipart/form-data to `url`. */
export const uploadSlotResponse = z.object({
  document: documentRecord,
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()), expiresAt: z.string() }),
});

export const submitForReviewResponse = z.object({
  message: z.string(),
  submittedAt: z.string(),
  verificationStatus: z.string(),
});

export const viewUrlsResponse = z.object({ viewUrl: z.string(), downloadUrl: z.string(), expiresAt: z.string() });

/** What can happen to a document (domain/audit-actions.ts). */
export const AUDIT_ACTIONS = DOCUMENT_AUDIT_ACTIONS;
export const timelineEvent = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who acted: the owner, an organization owner/admin, a platform admin, or the system (file checks). */
  actor: z.enum(['owner', 'member', 'admin', 'system']),
  /** The acting person's name; shown to platform admins only (null for owners). */
  actorName: z.nullable(z.string()),
  /** Denial or rejection reason, approval notes. */
  reason: z.nullable(z.string()),
  fileName: z.nullable(z.string()),
});
export const timelineResponse = z.object({ events: z.array(timelineEvent) });
