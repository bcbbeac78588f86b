import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { requestedOrgId } from '../../lib/http/request-context';
import { deleteDocument } from '../../use-cases/documents/delete-document';

export const handler = httpRoute(documentRoutes, 'deleteDocument', ({ caller, event, params }) =>
  deleteDocument({ caller, documentId: params.documentId, activeOrgId: requestedOrgId(event) }),
);
