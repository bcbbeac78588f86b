import { adminUserRoutes } from '@lunia/shared/api/routes/admin-users';
import { httpRoute } from '../../lib/http/http-route';
import { getAdminUser } from '../../use-cases/admin/get-admin-user';

export const handler = httpRoute(adminUserRoutes, 'getAdminUser', ({ params }) =>
  getAdminUser({ userId: params.userId }),
);
