import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { listOrganizationDocuments } from '../../use-cases/documents/list-organization-documents';

export const handler = httpRoute(documentRoutes, 'listOrganizationDocuments', ({ org }) =>
  listOrganizationDocuments({ org }),
);
