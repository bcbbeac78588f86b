import { adminSystemRoutes } from '@lunia/shared/api/routes/admin-system';
import { httpRoute } from '../../lib/http/http-route';
import { getCounterRecount } from '../../use-cases/admin/get-counter-recount';

export const handler = httpRoute(adminSystemRoutes, 'getCounterRecount', ({ params }) =>
  getCounterRecount({ jobId: params.jobId ?? '' }),
);
