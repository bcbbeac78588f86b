import { DOCUMENT_TYPES } from '@lunia/shared/domain/constants';
import { listOwnerDocuments } from '../../data/documents';
import type { OrgScope } from '../../domain/caller';
import { toDocumentRecord } from '../../views/document-record';

/**
 * The documents of the organization the request acts for (its membership was read from the table by
 * the handler stack), one per type, in the order of the document types. Every member sees them and
 * their status; only the owner and admins may open their files or change them.
 */
export async function listOrganizationDocuments({ org }: { org: OrgScope }) {
  const documents = await listOwnerDocuments('ORG', org.orgId);
  documents.sort((a, b) => DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type));
  return { documents: documents.map((doc) => toDocumentRecord(doc)) };
}
