import { adminUserRoutes } from '@lunia/shared/api/routes/admin-users';
import { httpRoute } from '../../lib/http/http-route';
import { listAdminUsers } from '../../use-cases/admin/list-admin-users';

export const handler = httpRoute(adminUserRoutes, 'listAdminUsers', ({ query }) => listAdminUsers({ query }));
