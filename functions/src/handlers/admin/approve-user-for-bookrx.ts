import { adminUserRoutes } from '@lunia/shared/api/routes/admin-users';
import { httpRoute } from '../../lib/http/http-route';
import { approveUserForBookrx } from '../../use-cases/admin/approve-user-for-bookrx';

export const handler = httpRoute(adminUserRoutes, 'approveUserForBookrx', ({ caller, params }) =>
  approveUserForBookrx({ caller, userId: params.userId }),
);
