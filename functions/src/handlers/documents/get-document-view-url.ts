import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http-route';
import { documentUrls } from './document-urls';

/** View and download URLs of a document's file, for its owner, its organization's owner/admin and admins. */
export const handler = httpRoute(documentRoutes, 'getDocumentViewUrl', async ({ caller, params }) =>
  documentUrls(caller, params.documentId, 'viewed'),
);
