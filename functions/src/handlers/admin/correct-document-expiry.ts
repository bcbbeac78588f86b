import { adminDocumentRoutes } from '@lunia/shared/api/routes/admin-documents';
import { httpRoute } from '../../lib/http/http-route';
import { correctDocumentExpiry } from '../../use-cases/admin/correct-document-expiry';

export const handler = httpRoute(adminDocumentRoutes, 'correctDocumentExpiry', ({ caller, params, body }) =>
  correctDocumentExpiry({ caller, documentId: params.documentId, expiresOn: body.expiresOn }),
);
