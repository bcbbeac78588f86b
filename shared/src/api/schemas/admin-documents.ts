/** The admin document review: queue query and page, and the approve/deny body (spec §7 verify document). */
import * as z from 'zod/mini';
import { DOCUMENT_TYPES, MODULES } from '../../domain/constants';
import { EXPIRING_SOON_DAYS } from '../../domain/document-expiry';
import { optionalLongText, pageQuery } from './common';
import { documentRecord, expiryDateField } from './documents';

const denialReason = z
  .string({ error: 'Please provide a reason for denial' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Please provide a reason for denial' }),
    z.maxLength(2000, { error: 'Reason for denial must be at most 2000 characters' }),
  );
const FILE_NUMBER_MESSAGE = 'fileNumber must be the number of the file you reviewed (1 or more)';
/** The document's `fileNumber` as the reviewer saw it: a decision applies to that file only (409 otherwise). */
const fileNumber = z
  .number({ error: FILE_NUMBER_MESSAGE })
  .check(z.int({ error: FILE_NUMBER_MESSAGE }), z.minimum(1, { error: FILE_NUMBER_MESSAGE }));
/**
 * Approve `{ verified: true, fileNumber, notes? }` or deny `{ verified: false, fileNumber, denialReason }`
 * (spec §7); `fileNumber` is the file the admin looked at.
 */
export const verifyDocumentBody = z.discriminatedUnion(
  'verified',
  [
    z.object({ verified: z.literal(true), fileNumber, notes: z.optional(optionalLongText('Notes')) }),
    z.object({ verified: z.literal(false), fileNumber, denialReason }),
  ],
  { error: 'verified must be true or false' },
);
export type VerifyDocumentBody = z.output<typeof verifyDocumentBody>;

export const adminDocumentsQuery = z.extend(pageQuery, {
  status: z.optional(z.enum(['all', 'pending', 'verified', 'denied'])),
  type: z.optional(z.enum(DOCUMENT_TYPES)),
  module: z.optional(z.enum(MODULES)),
  search: z.optional(z.string().check(z.maxLength(100))),
});

/** The admin review queue: a page of documents and the counts of the three review states. */
export const adminDocumentsResponse = z.object({
  documents: z.array(documentRecord),
  counts: z.object({ pending: z.number(), approved: z.number(), denied: z.number() }),
  nextCursor: z.optional(z.string()),
});

/** An admin corrects a document's expiry date during review (a past date is allowed: it records the truth). */
export const correctDocumentExpiryBody = z.object({ expiresOn: expiryDateField });

/** The "Expiring soon" list: current documents whose expiry date is within `days` (default 60), or past. */
export const expiringDocumentsQuery = z.extend(pageQuery, {
  days: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(EXPIRING_SOON_DAYS))),
});
/** Soonest first (already expired ones first of all); each with its owner (user or organization). */
export const expiringDocumentsResponse = z.object({
  documents: z.array(documentRecord),
  nextCursor: z.optional(z.string()),
});
