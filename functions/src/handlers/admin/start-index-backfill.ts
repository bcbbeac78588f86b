import { adminSystemRoutes } from '@lunia/shared/api/routes/admin-system';
import { httpRoute } from '../../lib/http/http-route';
import { startIndexBackfill } from '../../use-cases/admin/start-index-backfill';

export const handler = httpRoute(adminSystemRoutes, 'startIndexBackfill', ({ caller }) =>
  startIndexBackfill({ caller }),
);
