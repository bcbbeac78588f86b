import { adminSystemRoutes } from '@lunia/shared/api/routes/admin-system';
import { httpRoute } from '../../lib/http/http-route';
import { startCounterRecount } from '../../use-cases/admin/start-counter-recount';

export const handler = httpRoute(adminSystemRoutes, 'startCounterRecount', ({ caller }) =>
  startCounterRecount({ caller }),
);
