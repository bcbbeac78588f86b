import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { DOCUMENT_TYPES } from '@lunia/shared/domain/constants';
import { listOwnerDocuments, toDocumentRecord } from '../../data/documents';
import { httpRoute } from '../../lib/http-route';

/** The caller's individual documents (one per type), in the order of the document types. */
export const handler = httpRoute(documentRoutes, 'listMyDocuments', async ({ caller }) => {
  const documents = await listOwnerDocuments('USER', caller.userId);
  documents.sort((a, b) => DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type));
  return { documents: documents.map((doc) => toDocumentRecord(doc)) };
});
