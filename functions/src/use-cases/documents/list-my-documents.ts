import { DOCUMENT_TYPES } from '@lunia/shared/domain/constants';
import { listOwnerCredentials } from '../../data/documents';
import type { Caller } from '../../domain/caller';
import { toDocumentRecord } from '../../views/document-record';

/**
 * The caller's individual documents (one per type), in the order of the document types. CE
 * certificates are listed with their activities (listContinuingEducation), not here.
 */
export async function listMyDocuments({ caller }: { caller: Caller }) {
  const documents = await listOwnerCredentials('USER', caller.userId);
  documents.sort((a, b) => DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type));
  return { documents: documents.map((doc) => toDocumentRecord(doc)) };
}
