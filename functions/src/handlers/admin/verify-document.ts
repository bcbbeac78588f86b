import { adminDocumentRoutes } from '@lunia/shared/api/routes/admin-documents';
import { httpRoute } from '../../lib/http/http-route';
import { verifyDocument } from '../../use-cases/admin/verify-document';

export const handler = httpRoute(adminDocumentRoutes, 'verifyDocument', ({ caller, params, body }) =>
  verifyDocument({ caller, documentId: params.documentId, decision: body }),
);
