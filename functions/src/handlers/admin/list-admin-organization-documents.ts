import { adminDocumentRoutes } from '@lunia/shared/api/routes/admin-documents';
import { httpRoute } from '../../lib/http/http-route';
import { listAdminOrganizationDocuments } from '../../use-cases/admin/list-admin-organization-documents';

export const handler = httpRoute(adminDocumentRoutes, 'listAdminOrganizationDocuments', ({ query }) =>
  listAdminOrganizationDocuments({ query }),
);
