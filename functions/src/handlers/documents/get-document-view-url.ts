import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { requestedOrgId } from '../../lib/http/request-context';
import { getDocumentUrls } from '../../use-cases/documents/get-document-urls';

/** View and download URLs of a document's file; recorded as a view when an admin asks. */
export const handler = httpRoute(documentRoutes, 'getDocumentViewUrl', ({ caller, event, params }) =>
  getDocumentUrls({ caller, documentId: params.documentId, activeOrgId: requestedOrgId(event), purpose: 'viewed' }),
);
