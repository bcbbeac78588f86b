import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { requestedOrgId } from '../../lib/http/request-context';
import { getDocumentUrls } from '../../use-cases/documents/get-document-urls';

/** Like the view URL; recorded as a download when an admin asks. */
export const handler = httpRoute(documentRoutes, 'getDocumentDownloadUrl', ({ caller, event, params }) =>
  getDocumentUrls({ caller, documentId: params.documentId, activeOrgId: requestedOrgId(event), purpose: 'downloaded' }),
);
