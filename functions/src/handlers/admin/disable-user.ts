import { adminUserRoutes } from '@lunia/shared/api/routes/admin-users';
import { httpRoute } from '../../lib/http/http-route';
import { disableUser } from '../../use-cases/admin/disable-user';

export const handler = httpRoute(adminUserRoutes, 'disableUser', ({ caller, params }) =>
  disableUser({ caller, userId: params.userId }),
);
