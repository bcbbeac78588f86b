import { adminUserRoutes } from '@lunia/shared/api/routes/admin-users';
import { httpRoute } from '../../lib/http/http-route';
import { enableUser } from '../../use-cases/admin/enable-user';

export const handler = httpRoute(adminUserRoutes, 'enableUser', ({ caller, params }) =>
  enableUser({ caller, userId: params.userId }),
);
