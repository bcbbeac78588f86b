import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http-route';
import { documentUrls } from './document-urls';

/** Like the view URL; recorded as a download when an admin asks. */
export const handler = httpRoute(documentRoutes, 'getDocumentDownloadUrl', async ({ caller, params }) =>
  documentUrls(caller, params.documentId, 'downloaded'),
);
