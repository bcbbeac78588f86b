/**
 * The current document of a type: the most recently uploaded one (older uploads of the type, such as
 * a rejected file, are history). Pure and generic, so callers keep their own document shape.
 *
 * `uploadedAt` values are ISO-8601 timestamps in one format (UTC), so they compare as strings. On a tie
 * the document met first is kept.
 */
import type { DocumentType } from './constants';

export interface DatedDocument {
  type: DocumentType;
  uploadedAt: string;
}

const isNewer = (candidate: DatedDocument, current: DatedDocument | undefined) =>
  current === undefined || candidate.uploadedAt > current.uploadedAt;

export function currentDocumentOf<T extends DatedDocument>(documents: readonly T[], type: DocumentType): T | undefined {
  let current: T | undefined;
  for (const document of documents) {
    if (document.type === type && isNewer(document, current)) current = document;
  }
  return current;
}

/** The current document of every type that has at least one document. */
export function currentDocumentsByType<T extends DatedDocument>(documents: readonly T[]): Map<DocumentType, T> {
  const current = new Map<DocumentType, T>();
  for (const document of documents) {
    if (isNewer(document, current.get(document.type))) current.set(document.type, document);
  }
  return current;
}
