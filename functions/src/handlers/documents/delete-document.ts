import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { deleteDocument } from '../../use-cases/documents/delete-document';

export const handler = httpRoute(documentRoutes, 'deleteDocument', ({ caller, params }) =>
  deleteDocument({ caller, documentId: params.documentId }),
);
