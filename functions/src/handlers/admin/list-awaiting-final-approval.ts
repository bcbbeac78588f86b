import { adminUserRoutes } from '@lunia/shared/api/routes/admin-users';
import { httpRoute } from '../../lib/http/http-route';
import { listAwaitingFinalApproval } from '../../use-cases/admin/list-awaiting-final-approval';

export const handler = httpRoute(adminUserRoutes, 'listAwaitingFinalApproval', ({ query }) =>
  listAwaitingFinalApproval({ limit: query.limit, cursor: query.cursor }),
);
