import { adminDocumentRoutes } from '@lunia/shared/api/routes/admin-documents';
import { httpRoute } from '../../lib/http/http-route';
import { listExpiringDocuments } from '../../use-cases/admin/list-expiring-documents';

export const handler = httpRoute(adminDocumentRoutes, 'listExpiringDocuments', ({ query }) =>
  listExpiringDocuments({ query }),
);
