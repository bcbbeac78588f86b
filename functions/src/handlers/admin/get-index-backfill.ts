import { adminSystemRoutes } from '@lunia/shared/api/routes/admin-system';
import { httpRoute } from '../../lib/http/http-route';
import { getIndexBackfill } from '../../use-cases/admin/get-index-backfill';

export const handler = httpRoute(adminSystemRoutes, 'getIndexBackfill', ({ params }) =>
  getIndexBackfill({ jobId: params.jobId ?? '' }),
);
