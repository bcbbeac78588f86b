import { adminStatsRoutes } from '@lunia/shared/api/routes/admin-stats';
import { httpRoute } from '../../lib/http/http-route';
import { getAdminStats } from '../../use-cases/admin/get-admin-stats';

export const handler = httpRoute(adminStatsRoutes, 'getAdminStats', () => getAdminStats());
