import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { requestedOrgId } from '../../lib/http/request-context';
import { getDocumentTimeline } from '../../use-cases/documents/get-document-timeline';

export const handler = httpRoute(documentRoutes, 'getDocumentTimeline', ({ caller, event, params }) =>
  getDocumentTimeline({ caller, documentId: params.documentId, activeOrgId: requestedOrgId(event) }),
);
