import { adminDocumentRoutes } from '@lunia/shared/api/routes/admin-documents';
import { httpRoute } from '../../lib/http/http-route';
import { listAdminDocuments } from '../../use-cases/admin/list-admin-documents';

export const handler = httpRoute(adminDocumentRoutes, 'listAdminDocuments', ({ query }) =>
  listAdminDocuments({ query }),
);
