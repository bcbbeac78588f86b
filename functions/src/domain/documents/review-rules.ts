/**
 * Submission and approval rules of the verification loop (spec §4, §5). Pure: callers pass the
 * documents and the user as read from the table.
 */
import {
  DOCUMENT_TYPE_NAMES,
  type DocumentContext,
  type DocumentType,
  REQUIRED_DOCUMENT_TYPES,
} from '@lunia/shared/domain/constants';
import { uploadableTypes } from '@lunia/shared/domain/credentials/catalogue';

export type DocumentStatus = 'uploading' | 'pending' | 'approved' | 'denied' | 'rejected';

/** The spec's flags of a status: pending is neither verified nor denied. */
export const verificationFlags = (status: DocumentStatus) => ({
  verified: status === 'approved',
  denied: status === 'denied',
});

/** Statuses an admin reviews and counts: a file is there and was (or is to be) looked at. */
export const REVIEW_STATUSES = ['pending', 'approved', 'denied'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const isReviewStatus = (status: string): status is ReviewStatus =>
  (REVIEW_STATUSES as readonly string[]).includes(status);

export interface SubmissionCheck {
  ok: boolean;
  /** Required types with no valid file yet (none, still uploading, or rejected). */
  missing: DocumentType[];
  /** Required types whose document was denied: they must be resubmitted first. */
  denied: DocumentType[];
}

/**
 * Submitting for review needs every required document of the context uploaded with a valid file
 * and none of them denied (spec §2 /document-upload: "no required document is missing or denied").
 */
export function checkSubmission(
  context: DocumentContext,
  documents: readonly { type: DocumentType; status: DocumentStatus }[],
): SubmissionCheck {
  const missing: DocumentType[] = [];
  const denied: DocumentType[] = [];
  for (const type of REQUIRED_DOCUMENT_TYPES[context]) {
    const statuses = documents.filter((d) => d.type === type).map((d) => d.status);
    if (statuses.includes('denied')) denied.push(type);
    else if (!statuses.some((s) => s === 'pending' || s === 'approved')) missing.push(type);
  }
  return { ok: missing.length === 0 && denied.length === 0, missing, denied };
}

/** 'Please upload all required documents first: Pharmacist License, College License' (spec §5). */
export function missingDocumentsMessage(check: SubmissionCheck): string {
  const names = [...check.missing, ...check.denied].map((type) => DOCUMENT_TYPE_NAMES[type]);
  return `Please upload all required documents first: ${names.join(', ')}`;
}

/**
 * The document types each context uploads: its required ones, then the optional credentials its
 * holder keeps (the credential catalogue, issue 27).
 */
export const DOCUMENT_TYPES_BY_CONTEXT: Record<DocumentContext, readonly DocumentType[]> = {
  individual: uploadableTypes('individual'),
  organization: uploadableTypes('organization'),
};
