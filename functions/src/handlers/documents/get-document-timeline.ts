import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { getDocumentTimeline } from '../../use-cases/documents/get-document-timeline';

export const handler = httpRoute(documentRoutes, 'getDocumentTimeline', ({ caller, params }) =>
  getDocumentTimeline({ caller, documentId: params.documentId }),
);
