import { adminDocumentRoutes } from '@lunia/shared/api/routes/admin-documents';
import { httpRoute } from '../../lib/http/http-route';
import { verifyOrganizationDocument } from '../../use-cases/admin/verify-organization-document';

export const handler = httpRoute(adminDocumentRoutes, 'verifyOrganizationDocument', ({ caller, params, body }) =>
  verifyOrganizationDocument({ caller, documentId: params.documentId, decision: body }),
);
