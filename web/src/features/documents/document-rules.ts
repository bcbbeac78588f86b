import {
  DOCUMENT_CONTENT_TYPES,
  type DocumentContext,
  type DocumentType,
  type Language,
  MAX_DOCUMENT_BYTES,
  REQUIRED_DOCUMENT_TYPES,
} from '@lunia/shared/domain/constants';
import { optionalTypes } from '@lunia/shared/domain/credentials/catalogue';
import {
  type StaggeredExpiryDetails,
  staggeredExpiryDetailsOf,
} from '@lunia/shared/domain/credentials/staggered-registration';
import { currentDocumentOf } from '@lunia/shared/domain/current-document';
import { MONTH_NAMES } from '@lunia/shared/domain/month-names';
import { ApiError, type ApiResponse } from '../../lib/api-client';
import { formatDate } from '../../lib/format';

export type DocumentRecord = ApiResponse<'listMyDocuments'>['documents'][number];
/** What a required document shows: the server's status, or `missing` when none was uploaded. */
export type DocumentState = DocumentRecord['status'] | 'missing';
export type FileProblem = 'noFile' | 'wrongType' | 'tooLarge' | 'damagedPdf' | 'noPages' | 'badImage' | 'malware';

/** Spec §5, checked before anything is sent: a file, JPEG/PNG/JPG/PDF, at most 10 MB. */
export function fileProblemOf(file: File | null | undefined): FileProblem | null {
  if (!file) return 'noFile';
  if (!(DOCUMENT_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MAX_DOCUMENT_BYTES) return 'tooLarge';
  if (file.size < 1) return 'wrongType';
  return null;
}

export const stateOf = (document: DocumentRecord | undefined): DocumentState => document?.status ?? 'missing';

/**
 * The badge a document's row shows (issue 40): an optional credential that was never uploaded is not
 * "Missing" (nothing is owed), it reads "Not uploaded", in a neutral tone.
 */
export const badgeStateOf = (state: DocumentState | 'uploading', optional: boolean) =>
  optional && state === 'missing' ? ('notUploaded' as const) : state;

/** What uploading a file does for a document in this state (spec §4; "rejected documents offer re-upload"). */
export function uploadActionFor(state: DocumentState): 'create' | 'resubmit' | 'update' {
  if (state === 'denied') return 'resubmit';
  if (state === 'pending' || state === 'approved') return 'update';
  return 'create';
}

export interface RequiredDocument {
  type: DocumentType;
  document: DocumentRecord | undefined;
  state: DocumentState;
}

export function requiredDocuments(documents: readonly DocumentRecord[], context: DocumentContext): RequiredDocument[] {
  return REQUIRED_DOCUMENT_TYPES[context].map((type) => {
    const document = currentDocumentOf(documents, type);
    return { type, document, state: stateOf(document) };
  });
}

/** The optional credentials of a context (the catalogue's "Other credentials"): never block a submission. */
export function optionalDocuments(documents: readonly DocumentRecord[], context: DocumentContext): RequiredDocument[] {
  return optionalTypes(context).map((type) => {
    const document = currentDocumentOf(documents, type);
    return { type, document, state: stateOf(document) };
  });
}

/** Types that keep the submission closed: nothing accepted yet (missing, uploading, rejected) or denied. */
export function blockingTypes(required: readonly RequiredDocument[]): DocumentType[] {
  return required.filter(({ state }) => state !== 'pending' && state !== 'approved').map(({ type }) => type);
}

export const allApproved = (required: readonly RequiredDocument[]) =>
  required.length > 0 && required.every(({ state }) => state === 'approved');

/** The server words its file verdicts in English; known ones are shown translated. */
export function rejectionProblemOf(reason: string | null): FileProblem | null {
  if (!reason) return null;
  if (/JPEG, PNG, or PDF/i.test(reason)) return 'wrongType';
  if (/10\s?MB/i.test(reason)) return 'tooLarge';
  // The upload check's structure verdicts and GuardDuty's (functions/src/domain/documents/file-structure.ts).
  if (/cross-reference/i.test(reason)) return 'damagedPdf';
  if (/has no pages/i.test(reason)) return 'noPages';
  if (/width and height/i.test(reason)) return 'badImage';
  if (/malware/i.test(reason)) return 'malware';
  return null;
}

/**
 * The month and the date to propose when the API refused a renewal's expiry date for leaving the
 * registration's month of first registration (EXPIRY_MONTH_MISMATCH); null for any other error.
 */
export function monthMismatchOf(error: unknown): StaggeredExpiryDetails | null {
  if (!(error instanceof ApiError) || error.code !== 'EXPIRY_MONTH_MISMATCH') return null;
  return staggeredExpiryDetailsOf(error.details);
}

/** The month and the proposed date of a mismatch, in the user's language (`expiry:staggered.*`). */
export const monthMismatchWords = (mismatch: StaggeredExpiryDetails, language: Language) => ({
  month: MONTH_NAMES[language][mismatch.requiredMonth - 1],
  date: formatDate(mismatch.proposedExpiresOn, language),
});
