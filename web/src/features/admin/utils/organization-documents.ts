import { REQUIRED_DOCUMENT_TYPES } from '@lunia/shared/domain/constants';

/**
 * An organization's documents as "verified of total": the required ones count before they are uploaded,
 * so an organization that has uploaded nothing reads "0/1 verified", not "0/0".
 */
export function organizationDocumentProgress(documents: readonly { type: string; verified: boolean }[]): {
  verified: number;
  total: number;
} {
  const notUploaded = REQUIRED_DOCUMENT_TYPES.organization.filter(
    (type) => !documents.some((document) => document.type === type),
  );
  return {
    verified: documents.filter((document) => document.verified).length,
    total: documents.length + notUploaded.length,
  };
}
