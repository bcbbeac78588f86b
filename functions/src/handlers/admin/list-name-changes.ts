import { adminNameChangeRoutes } from '@lunia/shared/api/routes/admin-name-changes';
import { httpRoute } from '../../lib/http/http-route';
import { listNameChanges } from '../../use-cases/admin/list-name-changes';

export const handler = httpRoute(adminNameChangeRoutes, 'listNameChanges', ({ query }) => listNameChanges(query));
